import { sql } from '../kysely.js';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

// Chat (docs/product/chat.md): friends, direct conversations, rooms, messages, attachments, blocks
// and reports. Pairs of accounts are kept in order (user_a < user_b), so a pair has one row.
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const id = (table: string) => db.schema.createTable(table).addColumn('id', idColumn(dialect), primaryId(dialect));
  const user = (column: string, onDelete: 'cascade' | 'set null' = 'cascade') =>
    [column, 'integer', (c: ColumnDefinitionBuilder) => (onDelete === 'cascade' ? c.notNull() : c).references('users.id').onDelete(onDelete)] as const;

  await id('friend_requests')
    .addColumn(...user('sender_id'))
    .addColumn(...user('recipient_id'))
    .addColumn('pair_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .execute();
  // docs/product/chat.md: at most one pending request between two people, even sent concurrently.
  await db.schema
    .createIndex('friend_requests_pending_pair')
    .on('friend_requests')
    .column('pair_key')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
  await db.schema.createIndex('friend_requests_recipient').on('friend_requests').columns(['recipient_id', 'status']).execute();
  await db.schema.createIndex('friend_requests_sender').on('friend_requests').columns(['sender_id', 'status']).execute();

  await db.schema
    .createTable('friendships')
    .addColumn(...user('user_a'))
    .addColumn(...user('user_b'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_a', 'user_b'])
    .execute();
  await db.schema.createIndex('friendships_b').on('friendships').column('user_b').execute();

  await db.schema
    .createTable('blocks')
    .addColumn(...user('blocker_id'))
    .addColumn(...user('blocked_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_id').execute();

  await id('conversations')
    .addColumn(...user('user_a'))
    .addColumn(...user('user_b'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text')
    .execute();
  await db.schema.createIndex('conversations_pair').on('conversations').columns(['user_a', 'user_b']).unique().execute();
  await db.schema.createIndex('conversations_b').on('conversations').column('user_b').execute();

  await id('direct_messages')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn(...user('sender_id', 'set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('direct_messages_conversation').on('direct_messages').columns(['conversation_id', 'id']).execute();
  // The unread count: messages to me, not read yet.
  await db.schema.createIndex('direct_messages_unread').on('direct_messages').columns(['conversation_id', 'read_at']).execute();
  // docs/product/chat.md: the same client_id from the same sender never makes a second message.
  await db.schema.createIndex('direct_messages_client').on('direct_messages').columns(['sender_id', 'client_id']).unique().execute();

  await id('chat_rooms')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('group'))
    .addColumn(...user('created_by', 'set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('room_members')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn(...user('user_id'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_members_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('room_members_user').on('room_members').column('user_id').execute();

  await id('room_messages')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn(...user('sender_id', 'set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('room_messages_room').on('room_messages').columns(['room_id', 'id']).execute();
  await db.schema.createIndex('room_messages_client').on('room_messages').columns(['sender_id', 'client_id']).unique().execute();

  // One message (direct or room) carries its uploaded files; the bytes live in private storage.
  await id('attachments')
    .addColumn('direct_message_id', 'integer', (c) => c.references('direct_messages.id').onDelete('cascade'))
    .addColumn('room_message_id', 'integer', (c) => c.references('room_messages.id').onDelete('cascade'))
    .addColumn(...user('uploader_id', 'set null'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_direct').on('attachments').column('direct_message_id').execute();
  await db.schema.createIndex('attachments_room').on('attachments').column('room_message_id').execute();
  // The daily upload quota: an account's bytes since a time.
  await db.schema.createIndex('attachments_uploader_created').on('attachments').columns(['uploader_id', 'created_at']).execute();

  await id('message_reports')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn(...user('reporter_id'))
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('message_reports_status').on('message_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('message_reports_once').on('message_reports').columns(['kind', 'message_id', 'reporter_id']).unique().execute();
}
