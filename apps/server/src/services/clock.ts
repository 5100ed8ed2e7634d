// The time, as one service so tests can move it (rate-limit windows, token and URL expiry,
// the grace period of abandoned payments, a socket closed when its session ends). Timestamps
// are ISO 8601 UTC text on both dialects (docs/decisions/002).
export interface Clock {
  now(): Date;
  nowIso(): string;
  nowMs(): number;
  /**
   * Calls `callback` once, `ms` from now by this clock (soon for 0 or less); returns the
   * function that cancels it. A test's clock calls it when the test moves time past it.
   */
  after(ms: number, callback: () => void): () => void;
}

/** setTimeout's longest delay (about 24.8 days); a longer wait is made of several. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function systemAfter(ms: number, callback: () => void): () => void {
  const due = Date.now() + ms;
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = due - Date.now();
    // unref: a timer alone never keeps the process (a test run, a shutdown) alive.
    timer = setTimeout(wait > MAX_TIMEOUT_MS ? arm : callback, Math.min(Math.max(wait, 0), MAX_TIMEOUT_MS)).unref();
  };
  arm();
  return () => clearTimeout(timer);
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowIso: () => new Date().toISOString(),
  nowMs: () => Date.now(),
  after: systemAfter,
};

/** A clock a test sets and advances by hand; what is due by the new time runs, earliest first. */
export function manualClock(start = new Date('2026-01-01T00:00:00.000Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  const waiting = new Set<{ due: number; callback: () => void }>();
  const runDue = () => {
    const due = [...waiting].filter((entry) => entry.due <= current).sort((a, b) => a.due - b.due);
    for (const entry of due) {
      waiting.delete(entry);
      entry.callback();
    }
  };
  return {
    now: () => new Date(current),
    nowIso: () => new Date(current).toISOString(),
    nowMs: () => current,
    after(ms, callback) {
      const entry = { due: current + ms, callback };
      waiting.add(entry);
      // Due already: soon, not inside this call (as setTimeout would).
      if (ms <= 0) queueMicrotask(runDue);
      return () => waiting.delete(entry);
    },
    advance: (ms) => {
      current += ms;
      runDue();
    },
    set: (date) => {
      current = date.getTime();
      runDue();
    },
  };
}
