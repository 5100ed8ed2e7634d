// POST /api/shop/checkout { shipping fields, items, payment_intent_id } → 201 { order }
// (docs/product/shop-and-payments.md: posted only after the card payment succeeded; docs/product/shop-and-payments.md: the server
// checks the payment itself; sold out meanwhile is 409 and the payment is refunded).
import type { CheckoutBody, OrderWithItems } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function placeOrder(body: CheckoutBody): Promise<{ order: OrderWithItems }> {
  return http.post<{ order: OrderWithItems }>('/api/shop/checkout', body);
}
