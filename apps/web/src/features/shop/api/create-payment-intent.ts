// POST /api/shop/create-payment-intent { amount, shipping } → { clientSecret, paymentIntentId,
// amount } (docs/product/shop-and-payments.md: the total in cents, rounded). The server totals the cart itself;
// a different amount is 409 'Your cart has changed. Please review your order.' (docs/product/shop-and-payments.md).
// The shipping fields travel with it so an interrupted order can still be finished.
import type { CreatePaymentIntentBody, PaymentIntentResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

/** The answer as received: the spec checks for a missing client secret. */
export type PaymentIntentAnswer = Partial<PaymentIntentResponse>;

export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<PaymentIntentAnswer> {
  return http.post<PaymentIntentAnswer>('/api/shop/create-payment-intent', body);
}
