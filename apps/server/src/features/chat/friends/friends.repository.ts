// Kysely queries on friend requests and friendships. At most one pending request per pair:
// the partial unique index on pair_key (migration 006) holds even against concurrent sends.
import type { FriendRequestRow } from '../chat-views.js';
import { orderedPair, pairKey } from './chat-users.repository.js';
import type { Executor } from '../../../db/executor.js';

function selectRequests(db: Executor) {
  return db
    .selectFrom('friend_requests as fr')
    .innerJoin('users as s', 's.id', 'fr.sender_id')
    .innerJoin('users as r', 'r.id', 'fr.recipient_id')
    .select([
      'fr.id',
      'fr.sender_id',
      'fr.recipient_id',
      'fr.status',
      'fr.created_at',
      's.username as sender_username',
      's.avatar_url as sender_avatar_url',
      's.role as sender_role',
      'r.username as recipient_username',
      'r.avatar_url as recipient_avatar_url',
      'r.role as recipient_role',
    ]);
}

export function findRequest(db: Executor, id: number): Promise<FriendRequestRow | undefined> {
  return selectRequests(db).where('fr.id', '=', id).executeTakeFirst();
}

/** Pending requests to (incoming) or from (outgoing) an account, newest first. */
export function listPendingRequests(db: Executor, userId: number, direction: 'incoming' | 'outgoing', page: { limit: number; offset: number }) {
  return selectRequests(db)
    .where(direction === 'incoming' ? 'fr.recipient_id' : 'fr.sender_id', '=', userId)
    .where('fr.status', '=', 'pending')
    .orderBy('fr.created_at', 'desc')
    .orderBy('fr.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function hasPendingRequest(db: Executor, one: number, two: number): Promise<boolean> {
  const row = await db
    .selectFrom('friend_requests')
    .select('id')
    .where('pair_key', '=', pairKey(one, two))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertRequest(db: Executor, senderId: number, recipientId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('friend_requests')
    .values({ sender_id: senderId, recipient_id: recipientId, pair_key: pairKey(senderId, recipientId), status: 'pending', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers a pending request; false when it was no longer pending. */
export async function answerRequest(db: Executor, id: number, status: 'accepted' | 'declined', now: string): Promise<boolean> {
  const result = await db
    .updateTable('friend_requests')
    .set({ status, responded_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Declines whatever is pending between two accounts (a block); how many there were. */
export async function declinePendingBetween(db: Executor, one: number, two: number, now: string): Promise<number> {
  const result = await db
    .updateTable('friend_requests')
    .set({ status: 'declined', responded_at: now })
    .where('pair_key', '=', pairKey(one, two))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertFriendship(db: Executor, one: number, two: number, now: string): Promise<void> {
  await db
    .insertInto('friendships')
    .values({ ...orderedPair(one, two), created_at: now })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .execute();
}
