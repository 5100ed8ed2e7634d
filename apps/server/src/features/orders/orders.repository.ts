// Kysely queries on orders and order_items. A member's history is newest first with id breaking
// ties (orders_user_created index); the back office's list is by id, newest first, so a page is
// read from an index whatever its depth (migration 011).
import { ORDER_STATUSES, type AdminOrderCounts, type OrderStatus } from '@clanhall/shared';
import { sql } from '../../db/kysely.js';
import type { Executor } from '../../db/executor.js';
import type { OrderRow, OrderItemRow } from '../../db/rows.js';

export function listOrders(db: Executor, page: { limit: number; offset: number }, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface OrderPage {
  limit: number;
  /** The last id shown: the page holds older orders. */
  before?: number;
  status?: OrderStatus;
  /** The start of the order number or of the customer's username, lower case. */
  prefix?: string;
}

/**
 * A page of the back office's orders, newest first. The search is two ranges on the lower()
 * indexes of migration 011, not a LIKE over every order: the planner reads the matching ids
 * from both (or, for a prefix most orders share, walks the ids and stops at a page). The
 * account's email is left out on purpose: a third branch through users made PostgreSQL give up
 * the two ranges and test every order against the subquery.
 */
export function listOrderPage(db: Executor, page: OrderPage): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll();
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  if (page.status !== undefined) query = query.where('status', '=', page.status);
  const prefix = page.prefix;
  if (prefix) {
    const end = `${prefix}\uffff`;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb(sql`lower(order_number)`, '>=', prefix), eb(sql`lower(order_number)`, '<', end)]),
        eb.and([eb(sql`lower(username)`, '>=', prefix), eb(sql`lower(username)`, '<', end)]),
      ]),
    );
  }
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

/** The tiles: every order, and how many have each status (one pass over orders_status_id). */
export async function countOrdersByStatus(db: Executor): Promise<AdminOrderCounts> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: AdminOrderCounts = { total: 0, pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    // PostgreSQL answers COUNT(*) as a bigint, which the driver hands over as text.
    const n = Number(row.n);
    counts.total += n;
    if (ORDER_STATUSES.includes(row.status)) counts[row.status] += n;
  }
  return counts;
}

export function findOrder(db: Executor, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The items of these orders, in the order they were bought. */
export function listItemsOf(db: Executor, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
}

export function setOrderStatus(db: Executor, id: number, status: OrderStatus, now: string) {
  return db.updateTable('orders').set({ status, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

export function setItemStatus(db: Executor, id: number, status: OrderStatus) {
  return db.updateTable('order_items').set({ status }).where('id', '=', id).returningAll().executeTakeFirst();
}

export function touchOrder(db: Executor, id: number, now: string) {
  return db.updateTable('orders').set({ updated_at: now }).where('id', '=', id).execute();
}
