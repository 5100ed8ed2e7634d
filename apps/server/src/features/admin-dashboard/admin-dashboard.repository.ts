// Kysely queries of the admin dashboard on tables other features own (users, blog_posts,
// products, orders, chat_rooms): read through this feature's own queries, never by importing
// another feature (docs/decisions/007).
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';
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

/** The rows of each counted table. */
export interface TableCounts {
  users: number;
  blogPosts: number;
  products: number;
  orders: number;
  chatRooms: number;
}

type CountedTable = 'users' | 'blog_posts' | 'products' | 'orders' | 'chat_rooms';

function countOf(eb: ExpressionBuilder<Database, never>, table: CountedTable) {
  return eb.selectFrom(table).select((e) => e.fn.countAll().as('n'));
}

/**
 * Every count in one statement (one round trip, and on PostgreSQL one snapshot, so the tiles
 * agree with each other). Plain COUNT(*): SQLite counts through the table's smallest index,
 * PostgreSQL with an index-only or sequential scan; cheap at a club's sizes, and the dashboard
 * is read now and then by an administrator, not on every page.
 */
export async function countTables(db: Executor): Promise<TableCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      countOf(eb, 'users').as('users'),
      countOf(eb, 'blog_posts').as('blogPosts'),
      countOf(eb, 'products').as('products'),
      countOf(eb, 'orders').as('orders'),
      countOf(eb, 'chat_rooms').as('chatRooms'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers COUNT(*) as a bigint, which the driver hands over as text.
  return {
    users: Number(row.users),
    blogPosts: Number(row.blogPosts),
    products: Number(row.products),
    orders: Number(row.orders),
    chatRooms: Number(row.chatRooms),
  };
}

/** The newest accounts, id breaking ties (users_created_at index). */
export function listNewestUsers(db: Executor, limit: number): Promise<RecentUserRow[]> {
  return db.selectFrom('users').select(USER_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The newest orders, id breaking ties (orders_created index on created_at, id). */
export function listNewestOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
