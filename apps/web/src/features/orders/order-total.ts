// docs/product/shop-and-payments.md Order history: the order total is computed from the items (the sum of price
// times quantity), in whole cents so no float error creeps in.
import { fromCents, toCents, type OrderItem } from '@clanhall/shared';

export function orderTotal(items: readonly Pick<OrderItem, 'price' | 'quantity'>[]): number {
  return fromCents(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));
}

export function lineTotal(item: Pick<OrderItem, 'price' | 'quantity'>): number {
  return fromCents(toCents(item.price) * item.quantity);
}
