// Order history and order management (docs/product/shop-and-payments.md Order history; docs/product/back-office.md
// Order Management; docs/product/shop-and-payments.md, docs/product/back-office.md). Any status may be set from any other
// (docs/product/back-office.md). A change announces 'order.written' and is written to the audit log, with the
// administrator who made it, in the change's transaction (docs/product/back-office.md, docs/decisions/013).
import {
  AUDIT_SUMMARIES,
  SHOP_ERRORS,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type Order,
  type OrderItem,
  type OrderStatus,
  type OrderWithItems,
} from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import { toOrder, toOrderItem, toOrderWithItems, withItems } from '../../lib/order-view.js';
import { isOwnOrder } from './orders.policy.js';
import { countOrdersByStatus, findOrder, listItemsOf, listOrderPage, listOrders, setItemStatus, setOrderStatus, touchOrder } from './orders.repository.js';

type Page = { limit: number; offset: number };

export async function listMemberOrders(services: Services, user: { id: number }, page: Page): Promise<{ orders: OrderWithItems[] }> {
  const db = services.db.kysely;
  const orders = (await listOrders(db, page, user.id)).filter((order) => isOwnOrder(user, order));
  return { orders: withItems(orders, await listItemsOf(db, orders.map((order) => order.id))) };
}

/** The tiles' counts, kept until an order is placed or its status changes (services/kept-values.ts). */
const orderCounts = (services: Services) => services.kept.get('admin-order-counts', ['order.written'], () => countOrdersByStatus(services.db.kysely));

/**
 * A page of every order, newest first (`before` the last id shown), of one status and starting
 * with `q` when given (an order number as shown, '#CH-…', is found too); with the tiles' counts
 * of every order.
 */
export async function listAllOrders(services: Services, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const prefix = query.q?.replace(/^#/, '').trim().toLowerCase() || undefined;
  const page = { limit: query.limit, before: query.before, status: query.status, prefix };
  const [rows, counts] = await Promise.all([listOrderPage(services.db.kysely, page), orderCounts(services)]);
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return { orders: rows.map(toOrder), total: counts.total, counts, next_cursor: last?.id ?? null };
}

export async function getOrder(services: Services, id: number): Promise<{ order: Order; items: OrderItem[] }> {
  const db = services.db.kysely;
  const order = await findOrder(db, id);
  if (!order) throw notFound(SHOP_ERRORS.orderNotFound);
  return { order: toOrder(order), items: (await listItemsOf(db, [id])).map(toOrderItem) };
}

export async function changeOrderStatus(
  services: Services,
  admin: AuditActor,
  id: number,
  status: OrderStatus,
): Promise<OrderWithItems> {
  const order = await writeTransaction(services.db, async (trx) => {
    const updated = await setOrderStatus(trx, id, status, services.clock.nowIso());
    if (!updated) throw notFound(SHOP_ERRORS.orderNotFound);
    await services.auditLog.record(
      {
        actor: admin,
        action: 'order.status',
        target: { type: 'order', id },
        summary: AUDIT_SUMMARIES.orderStatus(updated.order_number, status),
      },
      trx,
    );
    return updated;
  });
  services.events.emit('order.written', { orderId: id, userId: order.user_id });
  return toOrderWithItems(order, await listItemsOf(services.db.kysely, [id]));
}

/** The item's status, and its order's updated_at, in one transaction with the audit entry. */
export async function changeItemStatus(
  services: Services,
  admin: AuditActor,
  id: number,
  status: OrderStatus,
): Promise<OrderItem> {
  const { item, order } = await writeTransaction(services.db, async (trx) => {
    const updated = await setItemStatus(trx, id, status);
    if (!updated) throw notFound(SHOP_ERRORS.orderItemNotFound);
    await touchOrder(trx, updated.order_id, services.clock.nowIso());
    const parent = await findOrder(trx, updated.order_id);
    if (!parent) throw notFound(SHOP_ERRORS.orderItemNotFound);
    await services.auditLog.record(
      {
        actor: admin,
        action: 'order-item.status',
        target: { type: 'order-item', id },
        summary: AUDIT_SUMMARIES.orderItemStatus(updated.name, parent.order_number, status),
      },
      trx,
    );
    return { item: updated, order: parent };
  });
  services.events.emit('order.written', { orderId: item.order_id, userId: order.user_id });
  return toOrderItem(item);
}
