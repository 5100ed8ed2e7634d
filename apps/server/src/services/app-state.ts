// State a feature keeps for the life of one app (a queue of checkouts taking turns, a reader
// that groups lookups), held by the composition root rather than in module variables: each app
// a test builds has its own, and it goes with the app. A feature declares a slot once
// (`const turns = appSlot((services) => createTurns(services))`) and reads it with
// `services.appState.get(turns)`.
import type { Services } from '../services.js';

export interface AppSlot<T> {
  readonly make: (services: Services) => T;
}

export const appSlot = <T>(make: (services: Services) => T): AppSlot<T> => ({ make });

export interface AppState {
  /** The slot's value in this app, made on first use from the app's services. */
  get<T>(slot: AppSlot<T>): T;
}

/** `services` is read when a slot is first used, so the state can be made before the services are. */
export function createAppState(services: () => Services): AppState {
  const values = new Map<AppSlot<unknown>, unknown>();
  return {
    get<T>(slot: AppSlot<T>): T {
      if (!values.has(slot)) values.set(slot, slot.make(services()));
      return values.get(slot) as T;
    },
  };
}
