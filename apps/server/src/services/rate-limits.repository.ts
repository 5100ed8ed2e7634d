// Kysely queries on rate_limit_hits (services/rate-limits.ts; docs/decisions/023): one row per
// counted event, read by the (bucket, created_at) index and pruned by the created_at one.
import type { Executor } from '../db/executor.js';

/** How many hits the bucket has had after `sinceIso`. */
export async function countHitsSince(db: Executor, bucket: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One hit in each of the buckets, at `createdAt` (one statement). */
export async function insertHits(db: Executor, buckets: readonly string[], createdAt: string): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket, created_at: createdAt })))
    .execute();
}

/** The hits older than `beforeIso`, of every bucket. */
export async function deleteHitsBefore(db: Executor, beforeIso: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('created_at', '<', beforeIso).execute();
}

/** Every hit of the bucket. */
export async function deleteBucketHits(db: Executor, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}
