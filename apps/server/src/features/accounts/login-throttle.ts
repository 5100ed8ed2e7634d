// Failed-login limits (platform.md §3): only wrong passwords count, per username (10) and per
// address (50) in 15 minutes. Kept in the database so several processes share the count.
import type { Kysely } from 'kysely';
import { LIMITS } from '@clanhall/shared';
import type { Database } from '../../db/schema.js';

const buckets = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`];

// Attempts on one username, and from one address, are checked one after another: otherwise a
// burst of parallel guesses would all pass the check before any failure is recorded, and the
// limit would not hold. In-process only; across processes the bound is one burst per process.
const queues = new Map<string, Promise<void>>();

async function withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/** Runs one login attempt alone for its username and its address (user lock first, never the reverse). */
export function withLoginLock<T>(username: string, ip: string, fn: () => Promise<T>): Promise<T> {
  const [userKey, ipKey] = buckets(username, ip) as [string, string];
  return withKeyLock(userKey, () => withKeyLock(ipKey, fn));
}

export async function isLoginBlocked(db: Kysely<Database>, username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LIMITS.loginFailureWindowMs).toISOString();
  const rows = await db
    .selectFrom('login_failures')
    .select(['bucket', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bucket', 'in', buckets(username, ip))
    .where('created_at', '>', since)
    .groupBy('bucket')
    .execute();
  return rows.some((row) => {
    const limit = row.bucket.startsWith('ip:') ? LIMITS.loginFailuresPerAddress : LIMITS.loginFailuresPerUsername;
    return Number(row.n) >= limit;
  });
}

export async function recordLoginFailure(db: Kysely<Database>, username: string, ip: string): Promise<void> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - LIMITS.loginFailureWindowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failures')
      .values(buckets(username, ip).map((bucket) => ({ bucket, created_at: now.toISOString() })))
      .execute();
    // Old failures no longer matter; dropping them keeps the table small.
    await trx.deleteFrom('login_failures').where('created_at', '<', cutoff).execute();
  });
}

/** A successful login forgives that username's earlier mistakes (not the address's). */
export async function clearUserFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('bucket', '=', `user:${username.toLowerCase()}`).execute();
}
