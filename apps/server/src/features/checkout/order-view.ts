// An order as the checkout answers it (orderWithItems, platform.md §5): money in dollars,
// addresses back from their JSON text. The orders feature has the same mapping for its own
// answers; features do not import each other (docs/decisions/007).
import { fromCents, type Address, type OrderWithItems } from '@clanhall/shared';
import type { OrderItemRow, OrderRow } from './checkout.repository.js';

/** Stored as JSON text of an address object; older records may hold plain text (back-office.md §3). */
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

export function toOrderWithItems(order: OrderRow, items: readonly OrderItemRow[]): OrderWithItems {
  const total = fromCents(order.total_cents);
  return {
    id: order.id,
    order_number: order.order_number,
    user_id: order.user_id,
    username: order.username,
    total,
    total_amount: total,
    status: order.status,
    payment_status: order.payment_status,
    shipping_address: parseAddress(order.shipping_address),
    billing_address: parseAddress(order.billing_address),
    item_count: order.item_count,
    created_at: order.created_at,
    updated_at: order.updated_at,
    items: items.map((item) => ({
      id: item.id,
      order_id: item.order_id,
      product_id: item.product_id,
      name: item.name,
      description: item.description,
      price: fromCents(item.price_cents),
      quantity: item.quantity,
      status: item.status,
    })),
  };
}
