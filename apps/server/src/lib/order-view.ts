// Orders as the API answers them (docs/product/shop-and-payments.md, docs/product/back-office.md): money in dollars (`total`
// and the same value as `total_amount`), addresses back from their JSON text, or the plain text
// older records hold. One mapping for every feature that answers orders: the checkout (the
// order it just made), orders (a member's history, the back office) and the admin dashboard.
import { fromCents, type Address, type Order, type OrderItem, type OrderWithItems } from '@clanhall/shared';
import type { OrderRow, OrderItemRow } from '../db/rows.js';


function parseAddress(text: string): Address {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') {
      const a = value as Record<string, unknown>;
      const field = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : '');
      return { name: field('name'), address: field('address'), city: field('city'), country: field('country'), postal_code: field('postal_code') };
    }
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

export function toOrder(row: OrderRow): Order {
  const total = fromCents(row.total_cents);
  return {
    id: row.id,
    order_number: row.order_number,
    user_id: row.user_id,
    username: row.username,
    total,
    total_amount: total,
    status: row.status,
    payment_status: row.payment_status,
    payment_mode: row.payment_mode,
    shipping_address: parseAddress(row.shipping_address),
    billing_address: parseAddress(row.billing_address),
    item_count: row.item_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    order_id: row.order_id,
    product_id: row.product_id,
    name: row.name,
    description: row.description,
    price: fromCents(row.price_cents),
    quantity: row.quantity,
    status: row.status,
  };
}

/** Each order with its own items, from one query for all their items. */
export function withItems(orders: readonly OrderRow[], items: readonly OrderItemRow[]): OrderWithItems[] {
  const byOrder = new Map<number, OrderItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(toOrderItem(item));
    byOrder.set(item.order_id, list);
  }
  return orders.map((order) => ({ ...toOrder(order), items: byOrder.get(order.id) ?? [] }));
}

export function toOrderWithItems(order: OrderRow, items: readonly OrderItemRow[]): OrderWithItems {
  return withItems([order], items)[0]!;
}
