// Kysely queries on users. Lookups by name and email use the lower() expression indexes.
import type { Insertable, Updateable } from 'kysely';
import { sql } from '../../db/kysely.js';
import type { UsersTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { UserRow } from '../../db/rows.js';


export function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Executor, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Which of username/email another account already uses (case-insensitive). */
export async function findClashes(
  db: Executor,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const clash = { username: false, email: false };
  if (!fields.username && !fields.email) return clash;
  let query = db.selectFrom('users').select(['username', 'email']);
  query = query.where((eb) =>
    eb.or([
      ...(fields.username ? [eb(sql<string>`lower(username)`, '=', fields.username.toLowerCase())] : []),
      ...(fields.email ? [eb(sql<string>`lower(email)`, '=', fields.email.toLowerCase())] : []),
    ]),
  );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  for (const row of await query.limit(2).execute()) {
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase()) clash.username = true;
    if (fields.email && row.email.toLowerCase() === fields.email.toLowerCase()) clash.email = true;
  }
  return clash;
}

/** The first administrator by id (any status), or undefined when there is none. */
export function findFirstAdmin(db: Executor) {
  return db.selectFrom('users').select(['id', 'username']).where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst();
}

export async function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, values: Updateable<UsersTable>) {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteUserRow(db: Executor, id: number) {
  return db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Executor, page: { limit: number; offset: number }) {
  return db
    .selectFrom('users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countActiveAdmins(db: Executor, exceptId?: number): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The failed-login counts kept for a username (services/rate-limits.ts buckets `login:user-ip:<name>|<address>`). */
export async function deleteLoginFailuresOf(db: Executor, username: string): Promise<void> {
  const prefix = `login:user-ip:${username.toLowerCase()}|`;
  await db.deleteFrom('rate_limit_hits').where('bucket', '>=', prefix).where('bucket', '<', `${prefix}\uffff`).execute();
}
