// Kysely queries on room messages: pages by id (message-page.ts), the client_id lookup, and
// removal one by one (moderation) or all at once (clearing a room).
import type { Insertable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { RoomMessagesTable } from '../../../db/schema.js';
import type { RoomMessageRow } from '../chat-views.js';
import { oldestFirst, walksForward, type MessagePage } from '../message-page.js';
import type { Executor } from '../../../db/executor.js';

function selectMessages(db: Executor) {
  return db
    .selectFrom('room_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.room_id',
      'm.sender_id',
      'm.sender_name',
      'm.message',
      'm.message_type',
      'm.client_id',
      'm.created_at',
      'u.username as current_username',
      'u.avatar_url',
    ]);
}

export async function listRoomMessages(db: Executor, roomId: number, page: MessagePage): Promise<RoomMessageRow[]> {
  let query = selectMessages(db).where('m.room_id', '=', roomId);
  if (page.after !== undefined) query = query.where('m.id', '>', page.after);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  const rows = await query.orderBy('m.id', walksForward(page) ? 'asc' : 'desc').limit(page.limit).execute();
  return oldestFirst(rows, page);
}

export function findRoomMessage(db: Executor, id: number): Promise<RoomMessageRow | undefined> {
  return selectMessages(db).where('m.id', '=', id).executeTakeFirst();
}

export function findRoomMessageByClientId(db: Executor, senderId: number, clientId: string): Promise<RoomMessageRow | undefined> {
  return selectMessages(db).where('m.sender_id', '=', senderId).where('m.client_id', '=', clientId).executeTakeFirst();
}

/** Writers pass their transaction: the room's message count moves with its messages (migration 009). */
export async function addToMessageCount(trx: Executor, roomId: number, change: number): Promise<void> {
  if (change === 0) return;
  await trx
    .updateTable('chat_rooms')
    .set({ message_count: sql<number>`message_count + ${change}` })
    .where('id', '=', roomId)
    .execute();
}

export async function insertRoomMessage(trx: Executor, values: Insertable<RoomMessagesTable>): Promise<number> {
  const row = await trx.insertInto('room_messages').values(values).returning('id').executeTakeFirstOrThrow();
  await addToMessageCount(trx, values.room_id, 1);
  return row.id;
}

export async function deleteRoomMessage(trx: Executor, id: number): Promise<boolean> {
  const row = await trx.deleteFrom('room_messages').where('id', '=', id).returning('room_id').executeTakeFirst();
  if (!row) return false;
  await addToMessageCount(trx, row.room_id, -1);
  return true;
}

export async function deleteRoomMessages(trx: Executor, roomId: number): Promise<number> {
  const result = await trx.deleteFrom('room_messages').where('room_id', '=', roomId).executeTakeFirst();
  await trx.updateTable('chat_rooms').set({ message_count: 0 }).where('id', '=', roomId).execute();
  return Number(result.numDeletedRows);
}
