// Figures the back office shows that would otherwise cost a scan of a whole table on every
// request (its tiles: how many users, active ones, orders by status…): computed once, kept until
// an event they depend on arrives (from any process, services/events.ts), and at most `maxAgeMs`
// in case a write that changes them announces nothing. An event drops the value at once, even
// one still being computed, so what the next request gets was computed after the change.
import type { Clock } from './clock.js';
import type { EventBus, EventName } from './events.js';

export interface KeptValues {
  get<T>(key: string, dependsOn: readonly EventName[], compute: () => Promise<T>): Promise<T>;
}

export function createKeptValues(deps: { events: EventBus; clock: Clock; maxAgeMs?: number }): KeptValues {
  const maxAgeMs = deps.maxAgeMs ?? 60_000;
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  const keysByEvent = new Map<EventName, Set<string>>();

  function keyDependsOn(key: string, event: EventName) {
    let keys = keysByEvent.get(event);
    if (!keys) {
      keysByEvent.set(event, (keys = new Set()));
      deps.events.on(event, () => {
        for (const dependent of keys!) entries.delete(dependent);
      });
    }
    keys.add(key);
  }

  return {
    get<T>(key: string, dependsOn: readonly EventName[], compute: () => Promise<T>): Promise<T> {
      for (const event of dependsOn) keyDependsOn(key, event);
      const now = deps.clock.nowMs();
      const kept = entries.get(key);
      if (kept && now - kept.at < maxAgeMs) return kept.value as Promise<T>;
      const value = compute();
      entries.set(key, { value, at: now });
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
