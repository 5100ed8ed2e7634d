// The join payments job (every minute; docs/product/membership.md: nothing paid is lost):
// 1. Refunds decided but not confirmed by the provider are tried again.
// 2. A join still waiting here is asked about at the provider once CHECK_AFTER_MS have passed
//    since it was made or last asked: one the provider says was paid (the tab closed between
//    the card and the activation) is activated, or refunded when it cannot be (the account
//    deleted, or a member by other means meanwhile: activate-join.command.ts).
// 3. A join never paid within STALE_JOIN_MS is cancelled at the provider (a Stripe
//    subscription's first invoice by cancelling the subscription), so it can no longer be paid;
//    one the provider says was paid after all goes the way of step 2.
// Each step takes a bounded batch; what is left waits for the next minute.
import type { FeatureJob } from '../../../feature.js';
import type { Services } from '../../../services.js';
import type { ProviderIntent } from '../../../services/payments/payment-provider.js';
import { activateJoin } from './activate-join.command.js';
import {
  listPendingRefunds,
  listStaleJoins,
  listWaitingJoins,
  markChecked,
  PENDING_INTENT_PREFIX,
  updateMembershipPaymentFrom,
  type MembershipPaymentRow,
} from './membership-payments.repository.js';
import { executeRefund } from './refunds.js';

const BATCH = 50;
/** A member's own activation normally comes within seconds; after this the job asks for them. */
export const CHECK_AFTER_MS = 5 * 60 * 1000;
export const STALE_JOIN_MS = 24 * 60 * 60 * 1000;

export interface JoinJobReport {
  activated: number;
  refunded: number;
  canceled: number;
}

async function finishPaid(services: Services, payment: MembershipPaymentRow, report: JoinJobReport): Promise<boolean> {
  const outcome = await activateJoin(services, payment);
  if (outcome.kind === 'activated') report.activated++;
  if (outcome.kind === 'refunded') report.refunded++;
  return outcome.kind !== 'unpaid';
}

async function cancelStale(services: Services, payment: MembershipPaymentRow, report: JoinJobReport): Promise<void> {
  const markCanceled = () =>
    updateMembershipPaymentFrom(services.db.kysely, payment.id, ['requires_payment', 'failed'], {
      status: 'canceled',
      updated_at: services.clock.nowIso(),
    });
  if (payment.intent_id.startsWith(PENDING_INTENT_PREFIX)) {
    await markCanceled();
    report.canceled++;
    return;
  }
  const before = await services.payments.retrieveIntent(payment.intent_id);
  // Paid after all (late, or past the last look): activated or refunded, never cancelled first.
  // Cancelling a paid subscription would end the membership it is about to start (its
  // customer.subscription.deleted lapses it) and charge nothing more, with the money kept.
  if (before?.status === 'succeeded') {
    await finishPaid(services, payment, report);
    return;
  }
  const subscriptionId = before?.metadata.subscription_id;
  let intent: ProviderIntent | null;
  if (subscriptionId && services.payments.cancelSubscription) {
    // Stripe refuses to cancel an invoice's intent; ending the subscription voids its invoice.
    await services.payments.cancelSubscription(subscriptionId);
    intent = await services.payments.retrieveIntent(payment.intent_id);
  } else {
    intent = await services.payments.cancel(payment.intent_id);
  }
  if (intent?.status === 'succeeded') {
    await finishPaid(services, payment, report);
    return;
  }
  if (intent && intent.status !== 'canceled' && !subscriptionId) return;
  await markCanceled();
  report.canceled++;
}

export async function settleJoinPayments(services: Services): Promise<JoinJobReport> {
  const db = services.db.kysely;
  const now = services.clock.nowMs();
  const report: JoinJobReport = { activated: 0, refunded: 0, canceled: 0 };

  for (const payment of await listPendingRefunds(db, BATCH)) {
    if (await executeRefund(services, payment)) report.refunded++;
  }

  const waiting = await listWaitingJoins(
    db,
    { since: new Date(now - STALE_JOIN_MS).toISOString(), checkedBefore: new Date(now - CHECK_AFTER_MS).toISOString() },
    BATCH,
  );
  const unpaid: number[] = [];
  for (const payment of waiting) {
    // No intent yet (a crash mid-checkout): nothing to ask; cancelled once stale.
    if (payment.intent_id.startsWith(PENDING_INTENT_PREFIX)) {
      unpaid.push(payment.id);
      continue;
    }
    try {
      if (!(await finishPaid(services, payment, report))) unpaid.push(payment.id);
    } catch (error) {
      services.log.warn(
        { err: error, membershipPaymentId: payment.id },
        'could not finish a membership payment; trying again later',
      );
    }
  }
  await markChecked(db, unpaid, services.clock.nowIso());

  for (const payment of await listStaleJoins(db, new Date(now - STALE_JOIN_MS).toISOString(), BATCH)) {
    try {
      await cancelStale(services, payment, report);
    } catch (error) {
      services.log.warn(
        { err: error, membershipPaymentId: payment.id },
        'could not cancel a stale membership payment; trying again later',
      );
    }
  }
  if (report.activated || report.refunded || report.canceled) services.log.info({ ...report }, 'membership join payments job');
  return report;
}

export const joinPaymentsJob: FeatureJob = {
  name: 'membership-joins',
  everyMs: 60_000,
  run: async (services) => void (await settleJoinPayments(services)),
};
