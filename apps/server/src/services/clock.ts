// The time, as one service so tests can move it (rate-limit windows, token and URL expiry,
// the grace period of abandoned payments). Timestamps are ISO 8601 UTC text on both dialects
// (docs/decisions/002).
export interface Clock {
  now(): Date;
  nowIso(): string;
  nowMs(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowIso: () => new Date().toISOString(),
  nowMs: () => Date.now(),
};

/** A clock a test sets and advances by hand. */
export function manualClock(start = new Date('2026-01-01T00:00:00.000Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    nowIso: () => new Date(current).toISOString(),
    nowMs: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
