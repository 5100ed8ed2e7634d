// Kysely queries on direct messages: pages by id (message-page.ts), the client_id lookup that
// keeps a repeated send from making a second message, read marks and clearing.
import type { Insertable } from 'kysely';
import type { DirectMessagesTable } from '../../../db/schema.js';
import type { DirectMessageRow } from '../chat-views.js';
import { oldestFirst, walksForward, type MessagePage } from '../message-page.js';
import type { Executor } from '../../../db/executor.js';

function selectMessages(db: Executor) {
  return db
    .selectFrom('direct_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.sender_name',
      'm.content',
      'm.client_id',
      'm.read_at',
      'm.created_at',
      'u.username as current_username',
      'u.avatar_url',
    ]);
}

export async function listDirectMessages(db: Executor, conversationId: number, page: MessagePage): Promise<DirectMessageRow[]> {
  let query = selectMessages(db).where('m.conversation_id', '=', conversationId);
  if (page.after !== undefined) query = query.where('m.id', '>', page.after);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  const rows = await query.orderBy('m.id', walksForward(page) ? 'asc' : 'desc').limit(page.limit).execute();
  return oldestFirst(rows, page);
}

export function findDirectMessage(db: Executor, id: number): Promise<DirectMessageRow | undefined> {
  return selectMessages(db).where('m.id', '=', id).executeTakeFirst();
}

export function findDirectMessageByClientId(db: Executor, senderId: number, clientId: string): Promise<DirectMessageRow | undefined> {
  return selectMessages(db).where('m.sender_id', '=', senderId).where('m.client_id', '=', clientId).executeTakeFirst();
}

export async function insertDirectMessage(db: Executor, values: Insertable<DirectMessagesTable>): Promise<number> {
  const row = await db.insertInto('direct_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the other participant's unread messages in a conversation read; how many there were. */
export async function markRead(db: Executor, conversationId: number, readerId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('direct_messages')
    .set({ read_at: now })
    .where('conversation_id', '=', conversationId)
    .where('read_at', 'is', null)
    .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '<>', readerId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes every message of a conversation (their attachment rows go by cascade). */
export async function deleteConversationMessages(db: Executor, conversationId: number): Promise<number> {
  const result = await db.deleteFrom('direct_messages').where('conversation_id', '=', conversationId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteDirectMessage(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('direct_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
