// POST /api/shop/test-payments/confirm: the built-in test provider's card confirmation
// (docs/product/shop-and-payments.md) → { status: 'succeeded' }, or 402 { error } with Stripe's test-card meanings.
import type { TestPaymentConfirmBody } from '@clanhall/shared';
import { http } from '../../lib/http';

export function confirmTestPayment(body: TestPaymentConfirmBody): Promise<{ status: string }> {
  return http.post<{ status: string }>('/api/shop/test-payments/confirm', body);
}
