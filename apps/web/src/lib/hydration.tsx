// False while React hydrates server-rendered HTML (and on the server), true afterwards and in
// client-only renders. Server-rendered controls stay disabled until their handlers are
// attached, so an early click is never silently lost (docs/decisions/004).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
