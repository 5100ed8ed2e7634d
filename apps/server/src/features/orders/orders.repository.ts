// Kysely queries on orders and order_items. Lists are newest first with id breaking ties, so
// paging is stable (orders_created and orders_user_created indexes).
import type { OrderStatus } from '@clanhall/shared';
import type { Executor } from '../../db/executor.js';
import type { OrderRow, OrderItemRow } from '../../db/rows.js';


export function listOrders(db: Executor, page: { limit: number; offset: number }, userId?: number): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll();
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countOrders(db: Executor): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
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
