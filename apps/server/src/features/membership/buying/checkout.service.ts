// POST /api/membership/checkout (docs/product/membership.md): the server prices the plan and
// makes the intent the browser confirms. Refused while the club does not take members by
// payment (membership_mode), for a plan that is gone (404) or no longer offered, and for an
// account that is a member already (membership.policy.ts). As in the shop, the payments row is
// written first, so the intent carries its id and every intent handed out has a record; a
// crash between the two leaves a row with a placeholder id, which the join job cancels.
// With Stripe a recurring plan is a subscription (its first invoice's intent is confirmed);
// a lifetime plan, and every plan with the test provider, a one-off intent.
import { randomUUID } from 'node:crypto';
import { MEMBERSHIP_ERRORS, membershipModeAllowsPaying, type MembershipCheckoutResponse } from '@clanhall/shared';
import type { UserRow } from '../../../db/rows.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { PaymentRefusedError } from '../../../services/payments/payment-provider.js';
import { joinRefusal } from '../membership.policy.js';
import { membershipMode } from '../membership-mode.js';
import { findMembership } from '../member/memberships.repository.js';
import { findPlan, type PlanRow } from '../plans/plans.repository.js';
import { takeCheckoutAttempt } from './checkout-attempts.js';
import {
  deleteMembershipPayment,
  insertMembershipPayment,
  PENDING_INTENT_PREFIX,
  updateMembershipPayment,
  type MembershipPaymentRow,
} from './membership-payments.repository.js';

/** Money is shown as dollars (docs/product/shop-and-payments.md). */
export const CURRENCY = 'usd';

/** Whether this plan is bought as the provider's subscription (Stripe, a recurring plan). */
export const buysSubscription = (services: Services, plan: Pick<PlanRow, 'interval'>) =>
  plan.interval !== 'lifetime' && services.payments.createSubscription !== undefined;

async function makeIntent(services: Services, user: UserRow, plan: PlanRow, payment: MembershipPaymentRow) {
  const metadata = {
    purpose: 'membership',
    user_id: String(user.id),
    membership_payment_id: String(payment.id),
    plan_id: String(plan.id),
  };
  // Random too, since several sites (staging, production) may share one Stripe account.
  const idempotencyKey = `clanhall-membership-${payment.id}-${randomUUID()}`;
  if (plan.interval !== 'lifetime' && buysSubscription(services, plan)) {
    const made = await services.payments.createSubscription!({
      email: user.email,
      name: user.username,
      planName: plan.name,
      amountCents: plan.price_cents,
      currency: CURRENCY,
      interval: plan.interval,
      metadata,
      idempotencyKey,
    });
    return { id: made.intentId, clientSecret: made.clientSecret };
  }
  return services.payments.createIntent({ amountCents: plan.price_cents, currency: CURRENCY, metadata, idempotencyKey });
}

export async function startCheckout(
  services: Services,
  user: UserRow,
  planId: number,
  address: string,
): Promise<MembershipCheckoutResponse> {
  const db = services.db.kysely;
  if (!membershipModeAllowsPaying(await membershipMode(services))) throw conflict(MEMBERSHIP_ERRORS.joinClosed);
  const refused = joinRefusal(user, await findMembership(db, user.id));
  if (refused) throw refused;
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
  if (plan.is_active !== 1) throw conflict(MEMBERSHIP_ERRORS.planInactive);
  // Counted once the request is one the club would take.
  await takeCheckoutAttempt(services, user.id, address);

  const now = services.clock.nowIso();
  const payment = await insertMembershipPayment(db, {
    provider: services.payments.name,
    intent_id: `${PENDING_INTENT_PREFIX}${randomUUID()}`,
    user_id: user.id,
    username: user.username,
    plan_id: plan.id,
    kind: 'join',
    amount_cents: plan.price_cents,
    currency: CURRENCY,
    status: 'requires_payment',
    payment_mode: services.payments.mode,
    created_at: now,
    updated_at: now,
  });
  let intent: { id: string; clientSecret: string };
  try {
    intent = await makeIntent(services, user, plan, payment);
  } catch (error) {
    await deleteMembershipPayment(db, payment.id);
    if (error instanceof PaymentRefusedError) throw badRequest(error.message);
    throw error;
  }
  await updateMembershipPayment(db, payment.id, { intent_id: intent.id });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: plan.price_cents };
}
