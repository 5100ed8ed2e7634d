// Rate limits counted in the database (docs/decisions/023), so every process on the same
// database shares them without Redis. A bucket names what is counted ('login:ip:…',
// 'register:ip:…', 'image:user:…'); a hit is one row, old rows are pruned as new ones land.
import type { Db } from '../db/database.js';
import { writeTransaction } from '../db/write-transaction.js';
import type { Clock } from './clock.js';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Hits in the bucket within the window. */
  count(bucket: string, windowMs: number): Promise<number>;
  /** True when any of the limits is reached. */
  isReached(limits: readonly Limit[]): Promise<boolean>;
  /** Counts one event in each bucket. */
  hit(buckets: readonly string[]): Promise<void>;
  /**
   * Counts one event if the limit allows it, atomically: under any concurrency at most `max`
   * events pass in a window (the check and the hit share one write transaction and lock).
   */
  take(limit: Limit): Promise<boolean>;
  clear(bucket: string): Promise<void>;
}

/** Rows older than this are never needed by any limit. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export function createRateLimits(deps: { db: Db; clock: Clock }): RateLimits {
  const { db, clock } = deps;
  const since = (windowMs: number) => new Date(clock.nowMs() - windowMs).toISOString();
  let lastPrune = 0;

  async function count(bucket: string, windowMs: number, executor = db.kysely) {
    const row = await executor
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', since(windowMs))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function pruneNowAndThen() {
    // At most once a minute per process: the delete walks the created_at index.
    if (clock.nowMs() - lastPrune < 60_000) return;
    lastPrune = clock.nowMs();
    await db.kysely.deleteFrom('rate_limit_hits').where('created_at', '<', since(LONGEST_WINDOW_MS)).execute();
  }

  return {
    count: (bucket, windowMs) => count(bucket, windowMs),
    async isReached(limits) {
      for (const limit of limits) {
        if ((await count(limit.bucket, limit.windowMs)) >= limit.max) return true;
      }
      return false;
    },
    async hit(buckets) {
      if (buckets.length === 0) return;
      const now = clock.nowIso();
      await db.kysely
        .insertInto('rate_limit_hits')
        .values(buckets.map((bucket) => ({ bucket, created_at: now })))
        .execute();
      await pruneNowAndThen();
    },
    async take(limit) {
      const taken = await writeTransaction(
        db,
        async (trx) => {
          if ((await count(limit.bucket, limit.windowMs, trx)) >= limit.max) return false;
          await trx.insertInto('rate_limit_hits').values({ bucket: limit.bucket, created_at: clock.nowIso() }).execute();
          return true;
        },
        { locks: [`rate:${limit.bucket}`] },
      );
      if (taken) await pruneNowAndThen();
      return taken;
    },
    async clear(bucket) {
      await db.kysely.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
    },
  };
}
