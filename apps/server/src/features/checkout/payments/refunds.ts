// Refunds in two steps (docs/product/shop-and-payments.md: nothing paid is lost, no order is made from a refunded
// payment). First the decision, in the database, under the payment's lock (lockPayment) or by
// one write conditional on the payment having no order (place-order.command.ts): status 'refunded',
// refunded_at still empty. From then on no checkout can turn the payment into
// an order, whoever races it. Then the provider's refund, outside any transaction (a network call
// must not hold the database's write lock), with an idempotency key; refunded_at records that
// it went through. A refund decided but not confirmed (the provider down, a crash) is tried
// again by the payments job.
import { writeTransaction } from '../../../db/write-transaction.js';
import type { Services } from '../../../services.js';
import { groupedCalls } from '../../../lib/grouped-calls.js';
import { appSlot } from '../../../services/app-state.js';
import { lockPayment, markRefunded, updatePaymentFrom, type PaymentRow } from './payments.repository.js';

/**
 * Decides to refund a paid payment that never became an order; undefined when it is not (or
 * no longer) such a payment: an order was made meanwhile, or another call decided first.
 * `paidBefore`: only if it was paid before then (the grace period, read again under the lock).
 */
export function decideRefund(services: Services, payment: PaymentRow, reason: string, paidBefore?: string): Promise<PaymentRow | undefined> {
  return writeTransaction(services.db, async (trx) => {
    const current = await lockPayment(trx, payment.id, services.db.dialect);
    if (!current || current.order_id !== null || current.status !== 'succeeded') return undefined;
    if (paidBefore !== undefined && current.updated_at >= paidBefore) return undefined;
    return updatePaymentFrom(trx, current.id, ['succeeded'], { status: 'refunded', refunded_at: null, failure_message: reason, updated_at: services.clock.nowIso() });
  });
}

/**
 * refunded_at, written for the refunds that went through meanwhile in one statement: a sell-out
 * refunds most of a rush's buyers at once (lib/grouped-calls.ts). One per app.
 */
const refundedWriter = appSlot((services) => groupedCalls((ids: number[]) => markRefunded(services.db.kysely, ids, services.clock.nowIso())));

/** The provider's refund of a payment decided refunded; true once it went through. */
export async function executeRefund(services: Services, payment: PaymentRow): Promise<boolean> {
  try {
    await services.payments.refund(payment.intent_id, `clanhall-refund-${payment.intent_id}`);
  } catch (error) {
    services.log.warn({ err: error, paymentId: payment.id, intentId: payment.intent_id }, 'refund failed; the payments job tries again');
    return false;
  }
  await services.appState.get(refundedWriter)(payment.id);
  services.log.info(
    { paymentId: payment.id, intentId: payment.intent_id, userId: payment.user_id, amountCents: payment.amount_cents, reason: payment.failure_message },
    'payment refunded',
  );
  return true;
}
