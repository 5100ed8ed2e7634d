import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';

// The unread total read from the index alone (issue 23): the partial index of migration 009
// held only user_id, so each row with something unread was fetched from the table for its
// count; with the count in the index too, both dialects sum it without the table (PostgreSQL
// by an index-only scan), a cost of the conversations with something unread and nothing else.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('conversation_participants_unread_count')
    .on('conversation_participants')
    .columns(['user_id', 'unread'])
    .where(sql.ref('unread'), '>', sql.lit(0))
    .execute();
  await db.schema.dropIndex('conversation_participants_unread').execute();
}
