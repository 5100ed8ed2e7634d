// Kysely queries of the admin dashboard on tables other features own (users, blog_posts,
// products, orders, chat_rooms): read through this feature's own queries, never by importing
// another feature (docs/decisions/007).
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { OrderRow } from '../../db/rows.js';

/** What the dashboard shows of an account: never the password hash or the token version. */
const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'avatar_url',
  'role',
  'status',
  'created_at',
  'updated_at',
] as const;
export type RecentUserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** The tables the dashboard's tiles count. */
export type CountedTable = 'users' | 'blog_posts' | 'products' | 'orders' | 'chat_rooms';

/**
 * Every row of one table. Plain COUNT(*) (SQLite through the table's smallest index, PostgreSQL
 * an index-only or sequential scan): it grows with the table, so the service keeps each count
 * until its table changes (services/kept-values.ts) rather than counting on every request.
 */
export async function countRows(db: Executor, table: CountedTable): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  // PostgreSQL answers COUNT(*) as a bigint, which the driver hands over as text.
  return Number(row.n);
}

/** The newest accounts, id breaking ties (users_created_at index). */
export function listNewestUsers(db: Executor, limit: number): Promise<RecentUserRow[]> {
  return db.selectFrom('users').select(USER_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The newest orders, id breaking ties (orders_created index on created_at, id). */
export function listNewestOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
