// How the Payments list words a payment's order and refund (docs/product/shop-and-payments.md: a paid payment
// without an order is finished by the member or refunded after the grace period).
import { ADMIN_PAYMENTS_TEXTS as P, type AdminPayment } from '@clanhall/shared';
import { formatShortDateTime } from './order-display';

export function refundText(payment: AdminPayment): string {
  if (payment.refunded_at) return P.refundedAt(formatShortDateTime(payment.refunded_at));
  if (payment.status === 'refunded') return P.refundPending;
  if (payment.refund_at && payment.order_id === null) return P.refundDue(formatShortDateTime(payment.refund_at));
  return P.noRefund;
}
