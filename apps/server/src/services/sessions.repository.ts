// Kysely queries on sessions (services/sessions.ts; docs/decisions/003): one row per signed-in
// token, by its random id, with the account it belongs to and when it stops being good.
import type { Insertable } from 'kysely';
import { inList } from '../db/in-list.js';
import type { SessionsTable } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** These sessions, each with its account's whole row (one query for a burst of tokens). */
export function findSessionsWithUsers(db: Executor, ids: readonly string[]) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.user_id as session_user_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', 'in', inList(ids))
    .execute();
}

/** A new session: a token was issued. */
export async function insertSession(db: Executor, values: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** Logout: this one session ends. */
export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Every session of the account ends. */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The sessions expired by `nowIso` (refused anyway; this only frees their rows). */
export async function deleteExpiredSessions(db: Executor, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}
