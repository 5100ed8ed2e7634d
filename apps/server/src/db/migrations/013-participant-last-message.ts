import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';

// The conversation list reads each row's last message from the participant's own row (issue
// 23): with `conversations.last_message_id` alone, a page of 50 made 50 more index lookups on
// conversations, a third of the list's work on PostgreSQL in a club of 100,000. Kept with
// conversations.last_message_id by the same writes (conversations.repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversation_participants').addColumn('last_message_id', 'integer').execute();
  await sql`update conversation_participants set last_message_id = (select c.last_message_id from conversations c where c.id = conversation_participants.conversation_id)`.execute(
    db,
  );
}
