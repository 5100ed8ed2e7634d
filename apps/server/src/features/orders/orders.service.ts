// Order history and order management (member-site.md §2 Order history; back-office.md §2, §4
// Order Management; platform.md §5, §7). Any status may be set from any other (back-office.md
// §4). A change announces 'order.written' and is logged with the administrator who made it
// (platform.md §7 asks for an audit log; until one exists, the structured log keeps who, when
// and what).
import { SHOP_ERRORS, type Order, type OrderItem, type OrderStatus, type OrderWithItems } from '@clanhall/shared';
import { notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { toOrder, toOrderItem, toOrderWithItems, withItems } from '../../lib/order-view.js';
import { isOwnOrder } from './orders.policy.js';
import { countOrders, findOrder, listItemsOf, listOrders, setItemStatus, setOrderStatus, touchOrder } from './orders.repository.js';

type Page = { limit: number; offset: number };
type Admin = { id: number; username: string };

export async function listMemberOrders(services: Services, user: { id: number }, page: Page): Promise<{ orders: OrderWithItems[] }> {
  const db = services.db.kysely;
  const orders = (await listOrders(db, page, user.id)).filter((order) => isOwnOrder(user, order));
  return { orders: withItems(orders, await listItemsOf(db, orders.map((order) => order.id))) };
}

export async function listAllOrders(services: Services, page: Page): Promise<{ orders: Order[]; total: number }> {
  const db = services.db.kysely;
  const [rows, total] = await Promise.all([listOrders(db, page), countOrders(db)]);
  return { orders: rows.map(toOrder), total };
}

export async function getOrder(services: Services, id: number): Promise<{ order: Order; items: OrderItem[] }> {
  const db = services.db.kysely;
  const order = await findOrder(db, id);
  if (!order) throw notFound(SHOP_ERRORS.orderNotFound);
  return { order: toOrder(order), items: (await listItemsOf(db, [id])).map(toOrderItem) };
}

export async function changeOrderStatus(services: Services, admin: Admin, id: number, status: OrderStatus): Promise<OrderWithItems> {
  const db = services.db.kysely;
  const before = await findOrder(db, id);
  if (!before) throw notFound(SHOP_ERRORS.orderNotFound);
  const order = await setOrderStatus(db, id, status, services.clock.nowIso());
  if (!order) throw notFound(SHOP_ERRORS.orderNotFound);
  services.log.info({ adminId: admin.id, admin: admin.username, orderId: id, from: before.status, to: status }, 'order status changed');
  services.events.emit('order.written', { orderId: id, userId: order.user_id });
  return toOrderWithItems(order, await listItemsOf(db, [id]));
}

export async function changeItemStatus(services: Services, admin: Admin, id: number, status: OrderStatus): Promise<OrderItem> {
  const db = services.db.kysely;
  const item = await setItemStatus(db, id, status);
  if (!item) throw notFound(SHOP_ERRORS.orderItemNotFound);
  await touchOrder(db, item.order_id, services.clock.nowIso());
  const order = await findOrder(db, item.order_id);
  services.log.info({ adminId: admin.id, admin: admin.username, orderId: item.order_id, itemId: id, to: status }, 'order item status changed');
  services.events.emit('order.written', { orderId: item.order_id, userId: order?.user_id ?? null });
  return toOrderItem(item);
}
