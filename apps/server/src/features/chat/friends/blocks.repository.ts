// Kysely queries on blocks: one row per blocker and blocked account.
import { sql } from '../../../db/kysely.js';
import type { ChatUserRow } from './chat-users.repository.js';
import type { Executor } from '../../../db/executor.js';

/** False when the block was there already. */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number, now: string): Promise<boolean> {
  const rows = await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .returning('blocked_id')
    .execute();
  return rows.length > 0;
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const result = await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The accounts a member blocked, by name. */
export function listBlocked(db: Executor, blockerId: number, page: { limit: number; offset: number }): Promise<ChatUserRow[]> {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.username', 'u.avatar_url', 'u.role'])
    .where('b.blocker_id', '=', blockerId)
    .orderBy(sql`lower(u.username)`)
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
