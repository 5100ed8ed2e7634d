// Kysely queries on chat rooms and their members. Lists carry each room's message count, kept
// with its messages (migration 009), and its member count from the members' primary key.
import type { Selectable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { ChatRoomsTable } from '../../../db/schema.js';
import type { ChatRoomRow } from '../chat-views.js';
import type { ChatUserRow } from '../friends/chat-users.repository.js';
import type { Executor } from '../../../db/executor.js';

export type RoomRow = Selectable<ChatRoomsTable>;

export function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  return db.selectFrom('chat_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

function selectRoomViews(db: Executor) {
  return db
    .selectFrom('chat_rooms as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.name',
      'r.type',
      'r.created_at',
      'u.username as created_by_username',
      'r.message_count',
      sql<number>`(select count(*) from room_members rm where rm.room_id = r.id)`.as('member_count'),
    ]);
}

export function findRoomView(db: Executor, id: number): Promise<ChatRoomRow | undefined> {
  return selectRoomViews(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * Rooms as a list shows them: those a member sees (every group room and the private rooms they
 * belong to) or, without `visibleTo`, every room; by name regardless of case, or newest first.
 */
export function listRooms(
  db: Executor,
  options: { limit: number; offset: number; visibleTo?: number; order: 'name' | 'newest' },
): Promise<ChatRoomRow[]> {
  let query = selectRoomViews(db);
  const member = options.visibleTo;
  if (member !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('r.type', '=', 'group'),
        eb.exists(eb.selectFrom('room_members as me').select('me.room_id').whereRef('me.room_id', '=', 'r.id').where('me.user_id', '=', member)),
      ]),
    );
  }
  query =
    options.order === 'name'
      ? query.orderBy(sql`lower(r.name)`).orderBy('r.id')
      : query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
  return query.limit(options.limit).offset(options.offset).execute();
}

export async function countRooms(db: Executor): Promise<number> {
  const row = await db.selectFrom('chat_rooms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRoom(db: Executor, values: { name: string; type: RoomRow['type']; created_by: number | null; created_at: string }): Promise<number> {
  const row = await db.insertInto('chat_rooms').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteRoom(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('chat_rooms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isRoomMember(db: Executor, roomId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('room_members').select('room_id').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

export function listRoomMembers(db: Executor, roomId: number, page: { limit: number; offset: number }): Promise<ChatUserRow[]> {
  return db
    .selectFrom('room_members as rm')
    .innerJoin('users as u', 'u.id', 'rm.user_id')
    .select(['u.id', 'u.username', 'u.avatar_url', 'u.role'])
    .where('rm.room_id', '=', roomId)
    .orderBy(sql`lower(u.username)`)
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** False when the account was a member already. */
export async function addRoomMember(db: Executor, roomId: number, userId: number, now: string): Promise<boolean> {
  const rows = await db
    .insertInto('room_members')
    .values({ room_id: roomId, user_id: userId, added_at: now })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

export async function removeRoomMember(db: Executor, roomId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('room_members').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The private rooms an account does not belong to (an administrator demoted leaves them). */
export async function privateRoomsWithout(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_rooms as r')
    .select('r.id')
    .where('r.type', '=', 'private')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('room_members as rm').select('rm.room_id').whereRef('rm.room_id', '=', 'r.id').where('rm.user_id', '=', userId))))
    .execute();
  return rows.map((row) => row.id);
}
