import type { Kysely } from 'kysely';

// Pruning old login failures deletes by created_at alone, which the (bucket, created_at)
// index cannot serve.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();
}
