// Who may do what with a payment (docs/product/shop-and-payments.md): a payment is its payer's alone. At checkout
// someone else's intent is a 409 (the spec's "belongs to someone else"); when confirming a card
// it does not exist for anyone else (404), so a client secret cannot be probed. A paid payment
// that never became an order can be finished for LIMITS.abandonedPaymentGraceMs after it was
// paid, then the payments job refunds it. Between the end of the grace period and the job's
// next turn a checkout may still make the order: both take the payment's lock, so it is one or
// the other, never both.
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { conflict } from '../../lib/http-error.js';
import type { PaymentRow } from './payments/payments.repository.js';

export const ownsPayment = (user: { id: number }, payment: Pick<PaymentRow, 'user_id'>) => payment.user_id !== null && payment.user_id === user.id;

export function assertOwnsPayment(user: { id: number }, payment: Pick<PaymentRow, 'user_id'>): void {
  if (!ownsPayment(user, payment)) throw conflict(SHOP_ERRORS.paymentNotYours);
}

/**
 * When a paid payment is refunded unless finished. A succeeded row is written again only when it
 * becomes an order or is refunded, so its updated_at is the moment it was paid.
 */
export function refundAtMs(payment: Pick<PaymentRow, 'status' | 'order_id' | 'updated_at'>): number | null {
  if (payment.status !== 'succeeded' || payment.order_id !== null) return null;
  return Date.parse(payment.updated_at) + LIMITS.abandonedPaymentGraceMs;
}

export function canFinish(payment: Pick<PaymentRow, 'status' | 'order_id' | 'updated_at'>, nowMs: number): boolean {
  const refundAt = refundAtMs(payment);
  return refundAt !== null && nowMs < refundAt;
}
