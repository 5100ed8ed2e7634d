// Kysely queries on other accounts as chat sees them: who exists and may chat, who blocked
// whom, who are friends, Find Users, and each account's relation to the caller.
import type { Role, UserStatus } from '@clanhall/shared';
import { sql } from '../../../db/kysely.js';
import type { Executor } from '../../../db/executor.js';

export interface ChatUserRow {
  id: number;
  username: string;
  avatar_url: string | null;
  role: Role;
}

export function findAccount(db: Executor, id: number): Promise<(ChatUserRow & { status: UserStatus }) | undefined> {
  return db.selectFrom('users').select(['id', 'username', 'avatar_url', 'role', 'status']).where('id', '=', id).executeTakeFirst();
}

/** A pair kept in order (user_a < user_b): friendships and conversations have one row per pair. */
export const orderedPair = (one: number, two: number) => (one < two ? { user_a: one, user_b: two } : { user_a: two, user_b: one });

/** The friend_requests pair key: 'smaller:larger', the same whoever sends. */
export const pairKey = (one: number, two: number) => {
  const { user_a, user_b } = orderedPair(one, two);
  return `${user_a}:${user_b}`;
};

export interface BlockRelation {
  /** The caller blocked the other. */
  byMe: boolean;
  /** The other blocked the caller. */
  byThem: boolean;
}

export async function blockRelation(db: Executor, me: number, other: number): Promise<BlockRelation> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  return { byMe: rows.some((row) => row.blocker_id === me), byThem: rows.some((row) => row.blocker_id === other) };
}

export async function areFriends(db: Executor, one: number, two: number): Promise<boolean> {
  const { user_a, user_b } = orderedPair(one, two);
  const row = await db.selectFrom('friendships').select('user_a').where('user_a', '=', user_a).where('user_b', '=', user_b).executeTakeFirst();
  return Boolean(row);
}

/** '50%_off' → '50\%\_off': a name part matched literally by LIKE … ESCAPE '\'. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Neither the caller nor the account `u` blocked the other (docs/product/chat.md: neither sees the other). */
const notBlockedEitherWay = (me: number) =>
  sql<boolean>`not exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${me}))`;

/** Other active accounts by name regardless of case; accounts blocked either way are left out. */
export function listOtherUsers(db: Executor, me: number, page: { limit: number; offset: number; q?: string }): Promise<ChatUserRow[]> {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.avatar_url', 'u.role'])
    .where('u.id', '<>', me)
    .where('u.status', '=', 'active')
    .where(notBlockedEitherWay(me));
  if (page.q) query = query.where(sql<boolean>`lower(u.username) like ${likePattern(page.q)} escape '\\'`);
  return query
    .orderBy(sql`lower(u.username)`)
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface RelationRow {
  user_id: number;
  conversation_id: number | null;
  request_id: number | null;
  request_sender_id: number | null;
}

/** The accounts the caller shares a conversation or a pending request with (both indexed by either side). */
function relatedAccountIds(db: Executor, me: number) {
  const conversations = db
    .selectFrom('conversations')
    .select(sql<number>`case when user_a = ${me} then user_b else user_a end`.as('id'))
    .where((eb) => eb.or([eb('user_a', '=', me), eb('user_b', '=', me)]));
  const requests = db
    .selectFrom('friend_requests')
    .select(sql<number>`case when sender_id = ${me} then recipient_id else sender_id end`.as('id'))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('recipient_id', '=', me)]));
  return conversations.union(requests);
}

/**
 * The caller's conversation and pending request with each active, unblocked account they have
 * either with (one query; at most one of each per pair), by account id, optionally only
 * `user_ids`. The same accounts Find Users may show, so nothing about anyone else comes out.
 */
export function listRelations(db: Executor, me: number, page: { limit: number; offset: number; user_ids?: number[] }): Promise<RelationRow[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('conversations as c', (join) =>
      join.on(sql<boolean>`((c.user_a = ${me} and c.user_b = u.id) or (c.user_a = u.id and c.user_b = ${me}))`),
    )
    .leftJoin('friend_requests as fr', (join) =>
      join.on(
        sql<boolean>`(fr.status = 'pending' and ((fr.sender_id = ${me} and fr.recipient_id = u.id) or (fr.sender_id = u.id and fr.recipient_id = ${me})))`,
      ),
    )
    .select(['u.id as user_id', 'c.id as conversation_id', 'fr.id as request_id', 'fr.sender_id as request_sender_id'])
    .where('u.id', 'in', relatedAccountIds(db, me))
    .where('u.id', '<>', me)
    .where('u.status', '=', 'active')
    .where(notBlockedEitherWay(me));
  if (page.user_ids) query = query.where('u.id', 'in', page.user_ids);
  return query.orderBy('u.id').limit(page.limit).offset(page.offset).execute();
}
