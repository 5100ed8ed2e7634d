// How the order screens word their values (docs/product/back-office.md): customer or 'Unknown',
// an item's name or 'Product {product_id}', line totals summed in cents (money.ts), en-US dates.
import { ADMIN_ORDERS_TEXTS as T, formatMoney, fromCents, toCents, type Order, type OrderItem } from '@clanhall/shared';

export function customerName(order: Pick<Order, 'username'>): string {
  return order.username?.trim() || T.unknownCustomer;
}

export function itemName(item: Pick<OrderItem, 'name' | 'product_id'>): string {
  return item.name?.trim() || T.productFallback(item.product_id);
}

/** Price times quantity, exact to the cent. */
export function lineTotal(item: Pick<OrderItem, 'price' | 'quantity'>): string {
  return formatMoney(fromCents(toCents(item.price) * item.quantity));
}

/** "Nov 23, 2026, 3:45 PM" (docs/product/back-office.md). */
export { formatShortDateTime } from '../../../lib/format';
