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

/** Whether any account exists (a database only migrated, by `npm run admin -- migrate`, has none). */
export async function hasAnyUser(db: Executor): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
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

/** A page of accounts, newest first: `before` the last id shown, `q` the start of a username or email. */
export function listUsers(db: Executor, page: { limit: number; before?: number; q?: string }) {
  let query = db.selectFrom('users').selectAll();
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const prefix = page.q?.toLowerCase();
  if (prefix) {
    // Ranges on the lower(username) and lower(email) indexes, not a scan with LIKE.
    const end = `${prefix}\uffff`;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb(sql`lower(username)`, '>=', prefix), eb(sql`lower(username)`, '<', end)]),
        eb.and([eb(sql`lower(email)`, '>=', prefix), eb(sql`lower(email)`, '<', end)]),
      ]),
    );
  }
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

/** The back office's tiles: every account, the active ones, the administrators, the banned (one pass). */
export async function countUsers(db: Executor): Promise<{ total: number; active: number; admins: number; banned: number }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('role', '=', 'admin').then(1).else(0).end()).as('admins'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'banned').then(1).else(0).end()).as('banned'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0), admins: Number(row.admins ?? 0), banned: Number(row.banned ?? 0) };
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
