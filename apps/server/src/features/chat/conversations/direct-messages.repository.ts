// Kysely queries on direct messages: pages by id (message-page.ts), the client_id lookup that
// keeps a repeated send from making a second message, read marks and clearing.
import type { Insertable } from 'kysely';
import type { DirectMessagesTable } from '../../../db/schema.js';
import type { DirectMessageRow } from '../chat-views.js';
import { oldestFirst, walksForward, type MessagePage } from '../message-page.js';
import { refreshLastMessage, setReadPosition } from './conversations.repository.js';
import { sql } from '../../../db/kysely.js';
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
      // Whether the message carries files (an index probe), so a page without any asks no more.
      sql<number>`case when exists (select 1 from attachments a where a.direct_message_id = m.id) then 1 else 0 end`.as('has_files'),
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

/**
 * Marks what is unread to `readerId` read: the other's messages after the reader's read
 * position (the (conversation_id, id) index from there), then moves the position to the newest
 * message. How many were marked. Run under the conversation's lock, so no send lands between.
 */
export async function markRead(trx: Executor, conversationId: number, readerId: number, readId: number, now: string): Promise<number> {
  const result = await trx
    .updateTable('direct_messages')
    .set({ read_at: now })
    .where('conversation_id', '=', conversationId)
    .where('id', '>', readId)
    .where('read_at', 'is', null)
    .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '<>', readerId)]))
    .executeTakeFirst();
  const newest = await trx
    .selectFrom('direct_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await setReadPosition(trx, conversationId, readerId, Math.max(readId, newest?.id ?? 0));
  return Number(result.numUpdatedRows);
}

/** Removes every message of a conversation (their attachment rows go by cascade). */
export async function deleteConversationMessages(db: Executor, conversationId: number): Promise<number> {
  const result = await db.deleteFrom('direct_messages').where('conversation_id', '=', conversationId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Removes one message, keeping the conversation's counts true: one unread fewer for a recipient
 * who had not read it, and the last message the newest that remains.
 */
export async function deleteDirectMessage(trx: Executor, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('direct_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'm.read_at', 'c.last_message_id'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return false;
  await trx.deleteFrom('direct_messages').where('id', '=', id).execute();
  if (row.read_at === null) {
    let unreadTo = trx
      .updateTable('conversation_participants')
      .set({ unread: sql<number>`unread - 1` })
      .where('conversation_id', '=', row.conversation_id)
      .where('read_id', '<', row.id)
      .where('unread', '>', 0);
    if (row.sender_id !== null) unreadTo = unreadTo.where('user_id', '<>', row.sender_id);
    await unreadTo.execute();
  }
  if (row.last_message_id === row.id) await refreshLastMessage(trx, row.conversation_id);
  return true;
}
