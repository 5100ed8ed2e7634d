// Kysely queries for a member's own data in chat (docs/product/accounts-and-sessions.md): what they
// wrote and sent, their friends, requests and blocks (other accounts by username only), and what
// their own deletion removes beyond the cascade of their account's row. Long lists are read by id:
// all the ids first (index only), then their rows a chunk at a time (chat-own-data.ts).
import type { Executor } from '../../../db/executor.js';
import { inList } from '../../../db/in-list.js';
import type { AttachmentRow } from '../chat-views.js';
import { addToMessageCount } from '../rooms/room-messages.repository.js';

/** The ids of the messages an account wrote, oldest first (the sender_id, client_id index). */
export async function messageIdsOf(db: Executor, kind: 'direct' | 'room', userId: number): Promise<number[]> {
  const table = kind === 'direct' ? 'direct_messages' : 'room_messages';
  const rows = await db.selectFrom(table).select('id').where('sender_id', '=', userId).execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Direct messages by id, each with its conversation and the other participant's username. */
export function directMessagesByIds(db: Executor, userId: number, ids: number[]) {
  return db
    .selectFrom('direct_messages as m')
    .innerJoin('conversation_participants as p', (join) =>
      join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId),
    )
    .innerJoin('users as other', 'other.id', 'p.other_id')
    .select(['m.id', 'm.conversation_id', 'm.content', 'm.created_at', 'other.username as other_username'])
    .where('m.id', 'in', inList(ids))
    .where('m.sender_id', '=', userId)
    .orderBy('m.id')
    .execute();
}

/** Room messages by id, each with its room's name. */
export function roomMessagesByIds(db: Executor, userId: number, ids: number[]) {
  return db
    .selectFrom('room_messages as m')
    .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
    .select(['m.id', 'm.room_id', 'm.message', 'm.created_at', 'r.name as room_name'])
    .where('m.id', 'in', inList(ids))
    .where('m.sender_id', '=', userId)
    .orderBy('m.id')
    .execute();
}

/** The ids of the files an account uploaded, oldest first. */
export async function attachmentIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('attachments').select('id').where('uploader_id', '=', userId).execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export function attachmentsByIds(db: Executor, userId: number, ids: number[]): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('id', 'in', inList(ids))
    .where('uploader_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The account's friends by username, with when they became friends. */
export async function friendsOf(db: Executor, userId: number): Promise<{ username: string; since: string }[]> {
  const side = (me: 'user_a' | 'user_b', other: 'user_a' | 'user_b') =>
    db
      .selectFrom('friendships as f')
      .innerJoin('users as u', 'u.id', `f.${other}`)
      .select(['u.username', 'f.created_at as since'])
      .where(`f.${me}`, '=', userId)
      .execute();
  const rows = [...(await side('user_a', 'user_b')), ...(await side('user_b', 'user_a'))];
  return rows.sort((a, b) => a.since.localeCompare(b.since) || a.username.localeCompare(b.username));
}

/** Requests the account sent (by the recipient's name) or received (by the sender's), oldest first. */
export function requestsOf(db: Executor, userId: number, direction: 'sent' | 'received') {
  const [mine, theirs] =
    direction === 'sent' ? (['sender_id', 'recipient_id'] as const) : (['recipient_id', 'sender_id'] as const);
  return db
    .selectFrom('friend_requests as fr')
    .innerJoin('users as u', 'u.id', `fr.${theirs}`)
    .select(['u.username', 'fr.status', 'fr.created_at', 'fr.responded_at'])
    .where(`fr.${mine}`, '=', userId)
    .orderBy('fr.id')
    .execute();
}

/** The accounts this one blocked, by username, oldest block first. */
export function blockedBy(db: Executor, userId: number): Promise<{ username: string; since: string }[]> {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.username', 'b.created_at as since'])
    .where('b.blocker_id', '=', userId)
    .orderBy('b.created_at')
    .orderBy('u.username')
    .execute();
}

/** The storage keys of the files of the account's conversations (either side's) and of its uploads. */
export async function fileKeysOfAccount(db: Executor, userId: number): Promise<string[]> {
  const inConversations = await db
    .selectFrom('attachments as a')
    .innerJoin('direct_messages as m', 'm.id', 'a.direct_message_id')
    .innerJoin('conversation_participants as p', 'p.conversation_id', 'm.conversation_id')
    .select('a.storage_key')
    .where('p.user_id', '=', userId)
    .execute();
  const uploaded = await db.selectFrom('attachments').select('storage_key').where('uploader_id', '=', userId).execute();
  return [...new Set([...inConversations, ...uploaded].map((row) => row.storage_key))];
}

/** Who the account has a conversation with, and who has a request pending with it: their lists change. */
export async function accountsRelatedTo(db: Executor, userId: number): Promise<{ partners: number[]; requesters: number[] }> {
  const partners = await db.selectFrom('conversation_participants').select('other_id').where('user_id', '=', userId).execute();
  const requests = await db
    .selectFrom('friend_requests')
    .select(['sender_id', 'recipient_id'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
  return {
    partners: partners.map((row) => row.other_id),
    requesters: requests.map((row) => (row.sender_id === userId ? row.recipient_id : row.sender_id)),
  };
}

/** Open reports of messages in the account's conversations, settled: the messages go with them. */
export async function settleReportsOfConversations(trx: Executor, userId: number, now: string): Promise<void> {
  await trx
    .updateTable('message_reports')
    .set({ status: 'removed', resolved_at: now })
    .where('kind', '=', 'direct')
    .where('status', '=', 'open')
    .where('message_id', 'in', (eb) =>
      eb
        .selectFrom('direct_messages as m')
        .innerJoin('conversation_participants as p', 'p.conversation_id', 'm.conversation_id')
        .select('m.id')
        .where('p.user_id', '=', userId),
    )
    .execute();
}

/**
 * The account's room messages removed (their files' rows with them, by cascade), each room's
 * count kept, and their open reports settled. Answers the removed messages for the open tabs.
 */
export async function deleteRoomMessagesOf(
  trx: Executor,
  userId: number,
  now: string,
): Promise<{ id: number; room_id: number }[]> {
  await trx
    .updateTable('message_reports')
    .set({ status: 'removed', resolved_at: now })
    .where('kind', '=', 'room')
    .where('status', '=', 'open')
    .where('message_id', 'in', (eb) => eb.selectFrom('room_messages').select('id').where('sender_id', '=', userId))
    .execute();
  const removed = await trx.deleteFrom('room_messages').where('sender_id', '=', userId).returning(['id', 'room_id']).execute();
  const perRoom = new Map<number, number>();
  for (const message of removed) perRoom.set(message.room_id, (perRoom.get(message.room_id) ?? 0) + 1);
  for (const [roomId, count] of perRoom) await addToMessageCount(trx, roomId, -count);
  return removed;
}
