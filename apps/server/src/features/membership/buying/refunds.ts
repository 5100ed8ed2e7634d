// A join payment that cannot become a membership (and a renewal charged for a membership
// cancelled or ended meanwhile, renewals/renew.command.ts) is refunded in two steps, as the shop's are
// (docs/product/shop-and-payments.md, checkout's refunds.ts): first the decision in the
// database (status refunded, refunded_at empty), made in the activation's transaction so no
// activation can follow it; then the provider's refund, outside any transaction, with an
// idempotency key; refunded_at records that it went through. A refund decided but not
// confirmed (the provider down, a crash) is tried again by the join job. A Stripe
// subscription bought with it is cancelled first, so it charges nothing more.
import type { Services } from '../../../services.js';
import { markRefunded, type MembershipPaymentRow } from './membership-payments.repository.js';

/** Why a payment was refunded, kept on its row for the back office. */
export const REFUND_REASONS = {
  decided: 'Refunded.',
  noAccount: 'The account was deleted before the membership started: refunded.',
  alreadyMember: 'The account was already a member when the payment arrived: refunded.',
  mismatch: 'The payment did not match its plan: refunded.',
  notRenewed: 'The membership was cancelled or ended as its renewal was charged: refunded.',
} as const;

/** The provider's refund of a payment decided refunded; true once it went through. */
export async function executeRefund(services: Services, payment: MembershipPaymentRow): Promise<boolean> {
  try {
    const intent = await services.payments.retrieveIntent(payment.intent_id);
    const subscriptionId = intent?.metadata.subscription_id;
    if (subscriptionId && services.payments.cancelSubscription) await services.payments.cancelSubscription(subscriptionId);
    await services.payments.refund(payment.intent_id, `clanhall-membership-refund-${payment.intent_id}`);
  } catch (error) {
    services.log.warn(
      { err: error, membershipPaymentId: payment.id, intentId: payment.intent_id },
      'membership refund failed; the join job tries again',
    );
    return false;
  }
  await markRefunded(services.db.kysely, [payment.id], services.clock.nowIso());
  services.log.info(
    {
      membershipPaymentId: payment.id,
      intentId: payment.intent_id,
      userId: payment.user_id,
      amountCents: payment.amount_cents,
      reason: payment.failure_message,
    },
    'membership payment refunded',
  );
  return true;
}
