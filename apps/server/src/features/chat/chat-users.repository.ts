// Kysely queries on other accounts as chat sees them: who exists and may chat, who blocked
// whom, who are friends, and Find Users with each account's relation to the caller.
import type { Kysely } from 'kysely';
import type { Role, UserStatus } from '@clanhall/shared';
import { sql } from '../../db/kysely.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface ChatUserRow {
  id: number;
  username: string;
  avatar_url: string | null;
  role: Role;
}

export function findAccount(db: Db, id: number): Promise<(ChatUserRow & { status: UserStatus }) | undefined> {
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

export async function blockRelation(db: Db, me: number, other: number): Promise<BlockRelation> {
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

export async function areFriends(db: Db, one: number, two: number): Promise<boolean> {
  const { user_a, user_b } = orderedPair(one, two);
  const row = await db.selectFrom('friendships').select('user_a').where('user_a', '=', user_a).where('user_b', '=', user_b).executeTakeFirst();
  return Boolean(row);
}

export interface FindUsersRow extends ChatUserRow {
  conversation_id: number | null;
  request_id: number | null;
  request_sender_id: number | null;
}

/** '50%_off' → '50\%\_off': a name part matched literally by LIKE … ESCAPE '\'. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Other active accounts, by name regardless of case, with the caller's conversation and
 * pending request with each (one query); accounts blocked either way are left out.
 */
export function listOtherUsers(db: Db, me: number, page: { limit: number; offset: number; q?: string }): Promise<FindUsersRow[]> {
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
    .select(['u.id', 'u.username', 'u.avatar_url', 'u.role', 'c.id as conversation_id', 'fr.id as request_id', 'fr.sender_id as request_sender_id'])
    .where('u.id', '<>', me)
    .where('u.status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks as b')
            .select('b.blocker_id')
            .where(sql<boolean>`((b.blocker_id = ${me} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${me}))`),
        ),
      ),
    );
  if (page.q) query = query.where(sql<boolean>`lower(u.username) like ${likePattern(page.q)} escape '\\'`);
  return query
    .orderBy(sql`lower(u.username)`)
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
