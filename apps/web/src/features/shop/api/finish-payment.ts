// POST /api/shop/payments/finish { payment_intent_id } → { order }: makes the order of a paid
// payment whose checkout never arrived, with the shipping fields kept at payment (docs/product/shop-and-payments.md).
import type { OrderWithItems } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function finishPayment(paymentIntentId: string): Promise<{ order: OrderWithItems }> {
  return http.post<{ order: OrderWithItems }>('/api/shop/payments/finish', { payment_intent_id: paymentIntentId });
}
