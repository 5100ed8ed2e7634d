// Migration 009 fills the counts from the messages a club already has: each participant's
// unread count and read position, the conversation's last message, a room's message count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../migrate.js';
import { createEmptyDatabase, type TestDatabase } from '../../test/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateUpTo(database.db, '008-password-resets');
  const db = database.db.kysely;
  const user = (id: number) => ({ id, username: `u${id}`, email: `u${id}@example.test`, password_hash: 'x', role: 'member', status: 'active', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
  await db.insertInto('users').values([user(1), user(2), user(3)] as never).execute();
  await db.insertInto('conversations').values([
    { id: 1, user_a: 1, user_b: 2, created_at: '2026-01-01T00:00:00.000Z', last_message_at: '2026-01-02T00:00:03.000Z' },
    { id: 2, user_a: 1, user_b: 3, created_at: '2026-01-03T00:00:00.000Z', last_message_at: null },
  ] as never).execute();
  const message = (id: number, sender: number, readAt: string | null) => ({
    id,
    conversation_id: 1,
    sender_id: sender,
    sender_name: `u${sender}`,
    content: `m${id}`,
    client_id: null,
    read_at: readAt,
    created_at: `2026-01-02T00:00:0${id}.000Z`,
  });
  // 1 and 2 from u1, read by u2; 3 from u2, unread by u1; 4 from u1, unread by u2 (ids in order).
  await db.insertInto('direct_messages').values([message(1, 1, 'r'), message(2, 1, 'r'), message(3, 2, null)] as never).execute();
  await db.insertInto('direct_messages').values([{ ...message(4, 1, null), created_at: '2026-01-02T00:00:03.500Z' }] as never).execute();
  await db.insertInto('chat_rooms').values({ id: 1, name: 'Hall', type: 'group', created_by: null, created_at: '2026-01-01T00:00:00.000Z' } as never).execute();
  await db.insertInto('room_messages').values(
    [1, 2].map((id) => ({ id, room_id: 1, sender_id: 1, sender_name: 'u1', message: `r${id}`, message_type: 'text', client_id: null, created_at: '2026-01-01T00:00:00.000Z' })) as never,
  ).execute();
  await migrateToLatest(database.db);
});
afterAll(() => database.cleanup());

describe('migration 009', () => {
  it("fills each participant's unread count, read position and activity from the messages", async () => {
    const rows = await database.db.kysely.selectFrom('conversation_participants').selectAll().orderBy('conversation_id').orderBy('user_id').execute();
    expect(rows).toEqual([
      // u1: message 3 unread, so its read position is just before it. Migration 013 then copies
      // the conversation's last message (message 4) to both participant rows.
      { conversation_id: 1, user_id: 1, other_id: 2, activity_at: '2026-01-02T00:00:03.000Z', unread: 1, read_id: 2, last_message_id: 4 },
      { conversation_id: 1, user_id: 2, other_id: 1, activity_at: '2026-01-02T00:00:03.000Z', unread: 1, read_id: 3, last_message_id: 4 },
      // A conversation without messages: nothing unread, ordered by when it was opened.
      { conversation_id: 2, user_id: 1, other_id: 3, activity_at: '2026-01-03T00:00:00.000Z', unread: 0, read_id: 0, last_message_id: null },
      { conversation_id: 2, user_id: 3, other_id: 1, activity_at: '2026-01-03T00:00:00.000Z', unread: 0, read_id: 0, last_message_id: null },
    ]);
  });

  it('fills the last message of each conversation and the message count of each room', async () => {
    const db = database.db.kysely;
    expect(await db.selectFrom('conversations').select(['id', 'last_message_id']).orderBy('id').execute()).toEqual([
      { id: 1, last_message_id: 4 },
      { id: 2, last_message_id: null },
    ]);
    expect(await db.selectFrom('chat_rooms').select(['id', 'message_count']).execute()).toEqual([{ id: 1, message_count: 2 }]);
  });
});
