// Rate limits counted in the database (docs/decisions/023), so every process on the same
// database shares them without Redis. A bucket names what is counted ('login:ip:…',
// 'register:ip:…', 'image:user:…'); a hit is one row, old rows are pruned as new ones land.
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { writeTransaction } from '../db/write-transaction.js';
import type { Clock } from './clock.js';
import { countHitsSince, deleteBucketHits, deleteHitsBefore, insertHits } from './rate-limits.repository.js';

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

  const count = (bucket: string, windowMs: number, executor: Executor = db.kysely) =>
    countHitsSince(executor, bucket, since(windowMs));

  async function pruneNowAndThen() {
    // At most once a minute per process: the delete walks the created_at index.
    if (clock.nowMs() - lastPrune < 60_000) return;
    lastPrune = clock.nowMs();
    await deleteHitsBefore(db.kysely, since(LONGEST_WINDOW_MS));
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
      await insertHits(db.kysely, buckets, clock.nowIso());
      await pruneNowAndThen();
    },
    async take(limit) {
      const taken = await writeTransaction(
        db,
        async (trx) => {
          if ((await count(limit.bucket, limit.windowMs, trx)) >= limit.max) return false;
          await insertHits(trx, [limit.bucket], clock.nowIso());
          return true;
        },
        { locks: [`rate:${limit.bucket}`] },
      );
      if (taken) await pruneNowAndThen();
      return taken;
    },
    async clear(bucket) {
      await deleteBucketHits(db.kysely, bucket);
    },
  };
}
