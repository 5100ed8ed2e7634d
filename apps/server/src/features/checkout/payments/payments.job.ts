// The payments job (every minute, lib/feature.ts jobs): what no request waits for.
// 1. Refunds decided but not confirmed by the provider are tried again.
// 2. A payment that succeeded but never became an order is refunded once
//    LIMITS.abandonedPaymentGraceMs have passed since it was paid (docs/product/shop-and-payments.md: "refunded
//    automatically after a grace period").
// 3. An intent never paid within a day is cancelled at the provider, so it can no longer be;
//    one the provider says was paid after all is recorded as paid and gets its grace period.
// Each step takes a bounded batch; what is left waits for the next minute.
import { LIMITS } from '@clanhall/shared';
import type { FeatureJob } from '../../../feature.js';
import type { Services } from '../../../services.js';
import { PENDING_INTENT_PREFIX } from './payment-intent.service.js';
import { listAbandonedPayments, listPendingRefunds, listStaleIntents, updatePaymentFrom, type PaymentRow } from './payments.repository.js';
import { decideRefund, executeRefund } from './refunds.js';

const BATCH = 50;
export const STALE_INTENT_MS = 24 * 60 * 60 * 1000;
export const ABANDONED_REASON = 'Not finished within the grace period: refunded automatically.';

export interface PaymentsJobReport {
  refunded: number;
  canceled: number;
}

async function settleStaleIntent(services: Services, payment: PaymentRow): Promise<'canceled' | 'paid' | 'left'> {
  const db = services.db.kysely;
  const intent = payment.intent_id.startsWith(PENDING_INTENT_PREFIX) ? null : await services.payments.cancel(payment.intent_id);
  if (intent?.status === 'succeeded') {
    await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'succeeded', updated_at: services.clock.nowIso() });
    return 'paid';
  }
  if (intent && intent.status !== 'canceled') return 'left';
  await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'canceled', updated_at: services.clock.nowIso() });
  return 'canceled';
}

export async function settlePayments(services: Services): Promise<PaymentsJobReport> {
  const db = services.db.kysely;
  const now = services.clock.nowMs();
  let refunded = 0;
  let canceled = 0;

  for (const payment of await listPendingRefunds(db, BATCH)) {
    if (await executeRefund(services, payment)) refunded++;
  }

  const paidBefore = new Date(now - LIMITS.abandonedPaymentGraceMs).toISOString();
  for (const payment of await listAbandonedPayments(db, paidBefore, BATCH)) {
    const decided = await decideRefund(services, payment, ABANDONED_REASON, paidBefore);
    if (decided && (await executeRefund(services, decided))) refunded++;
  }

  const createdBefore = new Date(now - STALE_INTENT_MS).toISOString();
  for (const payment of await listStaleIntents(db, createdBefore, BATCH)) {
    try {
      if ((await settleStaleIntent(services, payment)) === 'canceled') canceled++;
    } catch (error) {
      services.log.warn({ err: error, paymentId: payment.id }, 'could not cancel a stale payment intent; trying again later');
    }
  }
  if (refunded || canceled) services.log.info({ refunded, canceled }, 'payments job');
  return { refunded, canceled };
}

export const paymentsJob: FeatureJob = { name: 'payments', everyMs: 60_000, run: async (services) => void (await settlePayments(services)) };
