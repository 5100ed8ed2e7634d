// Kysely queries of the checkout on tables other features own (cart_items, products, orders,
// users): read through this feature's own queries, never by importing another feature
// (docs/decisions/007).
import type { Insertable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from '../../../db/schema.js';
import type { Dialect } from '../../../db/database.js';
import { inList } from '../../../db/in-list.js';
import type { Executor } from '../../../db/executor.js';
import type { OrderRow, OrderItemRow } from '../../../db/rows.js';


/** A cart line with what the checkout needs of its product now. */
export interface CartLineRow {
  id: number;
  product_id: number;
  quantity: number;
  name: string;
  description: string | null;
  price_cents: number;
  sale_price_cents: number | null;
  stock_quantity: number;
  is_active: number;
}

/**
 * The member's cart joined to its products, by product id (the order stock rows are locked in,
 * so two checkouts never wait on each other in a circle on PostgreSQL). `forUpdate` (PostgreSQL,
 * inside the order's transaction) holds the lines until commit, so a quantity changed meanwhile
 * waits instead of being emptied unpaid; SQLite's write lock already does that.
 */
export function readCartLines(db: Executor, userId: number, options: { forUpdate?: Dialect } = {}): Promise<CartLineRow[]> {
  let query = db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.id', 'c.product_id', 'c.quantity', 'p.name', 'p.description', 'p.price_cents', 'p.sale_price_cents', 'p.stock_quantity', 'p.is_active'])
    .where('c.user_id', '=', userId)
    .orderBy('c.product_id');
  if (options.forUpdate === 'postgres') query = query.forUpdate('c');
  return query.execute();
}

/** The carts of several members at once, each line with its member (a sell-out's sweep: sold-out-sweep.command.ts). */
export function readCartLinesOfMembers(db: Executor, userIds: readonly number[]): Promise<(CartLineRow & { user_id: number })[]> {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.user_id', 'c.id', 'c.product_id', 'c.quantity', 'p.name', 'p.description', 'p.price_cents', 'p.sale_price_cents', 'p.stock_quantity', 'p.is_active'])
    .where('c.user_id', 'in', inList(userIds))
    .orderBy('c.user_id')
    .orderBy('c.product_id')
    .execute();
}

/**
 * Takes `quantity` units if that many are in stock and the product is still for sale: one
 * conditional UPDATE, so stock never goes below zero under any concurrency (docs/product/shop-and-payments.md).
 * True when taken.
 */
export async function takeStock(db: Executor, productId: number, quantity: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity), updated_at: now }))
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The new order, or undefined when its order_number is taken (the caller draws another). */
export function insertOrderUnlessNumberTaken(db: Executor, values: Insertable<OrdersTable>): Promise<OrderRow | undefined> {
  return db
    .insertInto('orders')
    .values(values)
    .onConflict((oc) => oc.column('order_number').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function insertOrderItems(db: Executor, items: Insertable<OrderItemsTable>[]): Promise<OrderItemRow[]> {
  return db.insertInto('order_items').values(items).returningAll().execute();
}

export function findOrder(db: Executor, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOrderItems(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** What the checkout needs of these products now (finishing a payment from what it paid for). */
export function readProducts(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'name', 'description', 'stock_quantity', 'is_active']).where('id', 'in', ids).execute();
}

/** Removes the member's cart lines of these products (the ones a finished payment bought). */
export async function deleteCartLinesOf(db: Executor, userId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
}

/** Empties the lines that were bought (by id: a line added meanwhile stays). */
export async function deleteCartLines(db: Executor, userId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', lineIds).execute();
}

/** The account's own email, for its order mail (order-mail.ts); undefined once it is deleted. */
export async function findAccountEmail(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}
