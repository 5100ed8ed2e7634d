import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../migration-helpers.js';

// Chat reads that cost the same in a club of any age (docs/decisions/028): one row per
// participant of a conversation with its last activity (the list's order, by index), its
// unread count and the last message it has read, kept in the transaction of every send, read
// and delete; the conversation's last message by id; a room's message count. Existing rows are
// filled from the messages as they are.
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_at', 'text', (c) => c.notNull())
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  // A member's conversations by last activity, newest first, a page at a time.
  await db.schema
    .createIndex('conversation_participants_activity')
    .on('conversation_participants')
    .columns(['user_id', 'activity_at', 'conversation_id'])
    .execute();
  // The unread total: only the rows with something unread.
  await db.schema
    .createIndex('conversation_participants_unread')
    .on('conversation_participants')
    .column('user_id')
    .where(sql.ref('unread'), '>', sql.lit(0))
    .execute();

  for (const [me, other] of [
    ['user_a', 'user_b'],
    ['user_b', 'user_a'],
  ] as const) {
    const unreadToMe = sql`from direct_messages m where m.conversation_id = c.id and m.read_at is null and (m.sender_id is null or m.sender_id <> c.${sql.ref(me)})`;
    await sql`
      insert into conversation_participants (conversation_id, user_id, other_id, activity_at, unread, read_id)
      select c.id, c.${sql.ref(me)}, c.${sql.ref(other)}, coalesce(c.last_message_at, c.created_at),
        (select count(*) ${unreadToMe}),
        coalesce((select min(m.id) - 1 ${unreadToMe}), (select max(m.id) from direct_messages m where m.conversation_id = c.id), 0)
      from conversations c`.execute(db);
  }

  await db.schema.alterTable('conversations').addColumn('last_message_id', 'integer').execute();
  await sql`update conversations set last_message_id = (select max(m.id) from direct_messages m where m.conversation_id = conversations.id)`.execute(db);

  await db.schema.alterTable('chat_rooms').addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update chat_rooms set message_count = (select count(*) from room_messages m where m.room_id = chat_rooms.id)`.execute(db);

  // Read marks now walk the messages after the reader's read_id by (conversation_id, id).
  await db.schema.dropIndex('direct_messages_unread').execute();
}
