// Failed-login limits (docs/product/accounts-and-sessions.md, docs/decisions/023), counted in the database so several
// processes share them. The hard lock is per username AND address: someone hammering 'admin'
// from one address locks only that pair, never the real administrator elsewhere. Every failed
// attempt counts the same at both doors, whatever the name (unknown, member, administrator),
// so 429s never tell which names are administrators; only a right password at the wrong door
// (the login screen's first try for a member) is not a failure.
import { LIMITS } from '@clanhall/shared';
import type { Limit, RateLimits } from '../../services/rate-limits.js';

function limits(username: string, address: string): [Limit, Limit] {
  const windowMs = LIMITS.loginFailureWindowMs;
  return [
    { bucket: `login:user-ip:${username.toLowerCase()}|${address}`, max: LIMITS.loginFailuresPerUserAddress, windowMs },
    { bucket: `login:ip:${address}`, max: LIMITS.loginFailuresPerAddress, windowMs },
  ];
}

// Attempts from one address are checked one after another: otherwise a burst of parallel
// guesses would all pass the check before any failure is recorded. In-process only; across
// processes the bound is one burst per process.
const queues = new Map<string, Promise<void>>();

export async function withLoginLock<T>(address: string, work: () => Promise<T>): Promise<T> {
  const key = address;
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

export const isLoginBlocked = (rateLimits: RateLimits, username: string, address: string) =>
  rateLimits.isReached(limits(username, address));

export const recordLoginFailure = (rateLimits: RateLimits, username: string, address: string) =>
  rateLimits.hit(limits(username, address).map((limit) => limit.bucket));

/** A successful login forgives that username's mistakes from that address (not the address's). */
export const clearLoginFailures = (rateLimits: RateLimits, username: string, address: string) =>
  rateLimits.clear(limits(username, address)[0].bucket);
