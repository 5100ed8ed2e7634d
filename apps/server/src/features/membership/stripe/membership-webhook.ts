// A membership's Stripe events (docs/product/membership.md: a recurring plan is a Stripe
// subscription whose invoices arrive through the signed webhook; docs/decisions/033), handed
// over by the checkout's webhook route (services/payments/webhook-handlers.ts):
// - payment_intent.* of a join: paid → activated (as the member's own activation would), or
//   its refusal or cancellation recorded;
// - invoice.paid (a renewal; the first invoice is the join's) → the period extended; paid for a
//   membership already ended here (its cancellation failed, or Stripe's retry paid after the
//   lapse) → the subscription cancelled and the charge refunded (refundEndedInvoice);
// - invoice.payment_failed → past due (Stripe tries again itself; after the grace days the
//   renewal job lapses it and cancels the subscription);
// - customer.subscription.deleted → lapsed.
// Each is idempotent by what it writes: the paid invoice is one membership_payments row
// (unique by the invoice's id; for an ended membership, the refunded row unique by the
// invoice's payment intent, so a replay refunds once), a failure one row per event id, and every state change is
// conditional on the state it leaves, so a replayed event changes nothing.
import { formatMoney, fromCents, MEMBERSHIP_LIMITS, mailDate, SHOP_ERRORS } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import type { Services } from '../../../services.js';
import { membershipLock } from '../../../services/memberships.js';
import type { WebhookEvent, WebhookInvoice } from '../../../services/payments/payment-provider.js';
import { onWebhookEvent } from '../../../services/payments/webhook-handlers.js';
import { activateJoin } from '../buying/activate-join.command.js';
import {
  findMembershipPayment,
  insertMembershipPaymentOnce,
  updateMembershipPaymentFrom,
} from '../buying/membership-payments.repository.js';
import { executeRefund, REFUND_REASONS } from '../buying/refunds.js';
import { membershipAudit } from '../membership-audit.js';
import { isLive } from '../membership.policy.js';
import { findMembershipBySubscription } from '../member/memberships.repository.js';
import { endMembershipNow } from '../renewals/lapse.command.js';
import { sendMembershipMail } from '../renewals/membership-mail.js';
import { nextPeriodEnd } from '../renewals/periods.js';

const DAY_MS = 24 * 60 * 60 * 1000;
type Subscribed = NonNullable<Awaited<ReturnType<typeof findMembershipBySubscription>>>;

async function handleJoinIntent(services: Services, event: WebhookEvent & { intentId: string }): Promise<boolean> {
  const db = services.db.kysely;
  const payment = await findMembershipPayment(db, event.intentId);
  if (!payment) return false;
  const now = services.clock.nowIso();
  if (
    event.type === 'payment_intent.succeeded' &&
    payment.kind === 'join' &&
    payment.status !== 'succeeded' &&
    payment.status !== 'refunded'
  ) {
    await activateJoin(services, payment);
  } else if (event.type === 'payment_intent.payment_failed') {
    await updateMembershipPaymentFrom(db, payment.id, ['requires_payment', 'failed'], {
      status: 'failed',
      failure_message: event.failureMessage ?? SHOP_ERRORS.paymentNotSucceeded,
      updated_at: now,
    });
  } else if (event.type === 'payment_intent.canceled') {
    await updateMembershipPaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'canceled', updated_at: now });
  }
  return true;
}

/** The invoice's row in the membership's ledger; false when this event was recorded already. */
async function recordInvoice(
  services: Services,
  trx: Parameters<Parameters<typeof writeTransaction>[1]>[0],
  membership: Subscribed,
  invoice: WebhookInvoice,
  intentId: string,
  paid: boolean,
) {
  const now = services.clock.nowIso();
  const { inserted } = await insertMembershipPaymentOnce(trx, {
    provider: 'stripe',
    intent_id: intentId,
    user_id: membership.user_id,
    username: membership.username,
    plan_id: membership.plan_id!,
    kind: 'renewal',
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    status: paid ? 'succeeded' : 'failed',
    payment_mode: services.payments.mode,
    failure_message: paid ? null : (invoice.failureMessage ?? SHOP_ERRORS.paymentNotSucceeded),
    created_at: now,
    updated_at: now,
  });
  return inserted;
}

/**
 * The charge of an invoice paid for an ended membership, given back: its intent (from the event,
 * else asked of Stripe) recorded as a refunded renewal, unique by the intent so a replayed event
 * decides it once, then the provider's idempotent refund (the join job retries it if it fails).
 */
async function refundEndedInvoice(services: Services, membership: Subscribed, invoice: WebhookInvoice): Promise<void> {
  if (invoice.amountCents <= 0) return;
  // Stripe unreachable: the error answers 500, and Stripe delivers the event again.
  const intentId = invoice.intentId ?? (await services.payments.invoiceIntentId?.(invoice.id)) ?? null;
  if (!intentId) {
    services.log.error({ userId: membership.user_id, invoiceId: invoice.id }, 'a paid invoice names no payment intent to refund');
    return;
  }
  const now = services.clock.nowIso();
  const { row, inserted } = await insertMembershipPaymentOnce(services.db.kysely, {
    provider: 'stripe',
    intent_id: intentId,
    user_id: membership.user_id,
    username: membership.username,
    plan_id: membership.plan_id!,
    kind: 'renewal',
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    status: 'refunded',
    payment_mode: services.payments.mode,
    failure_message: REFUND_REASONS.notRenewed,
    created_at: now,
    updated_at: now,
  });
  if (inserted) await executeRefund(services, row);
}

async function invoicePaid(services: Services, membership: Subscribed, invoice: WebhookInvoice): Promise<void> {
  const member = { id: membership.user_id, username: membership.username };
  const outcome = await writeTransaction(
    services.db,
    async (trx): Promise<{ renewedUntil: string | null } | 'ended' | undefined> => {
      const current = await trx.selectFrom('memberships').selectAll().where('id', '=', membership.id).executeTakeFirstOrThrow();
      // Ended here before Stripe knew (its cancellation failed, or its retry paid after the
      // lapse): nothing is renewed; the subscription is told again and the charge refunded below,
      // recorded by its payment intent rather than as a renewal paid.
      if (!isLive(current.status)) return 'ended';
      if (!(await recordInvoice(services, trx, membership, invoice, invoice.id, true))) return undefined;
      const end =
        invoice.periodEnd ??
        (current.current_period_end && membership.interval
          ? nextPeriodEnd(current.started_at, current.current_period_end, membership.interval)
          : null);
      await trx
        .updateTable('memberships')
        .set({
          status: current.status === 'cancelling' ? 'cancelling' : 'active',
          current_period_end: end,
          past_due_since: null,
          updated_at: services.clock.nowIso(),
        })
        .where('id', '=', membership.id)
        .execute();
      await services.auditLog.record(membershipAudit.renewed(member, membership.id, membership.plan_name ?? ''), trx);
      return { renewedUntil: end };
    },
    { locks: [membershipLock(membership.user_id)] },
  );
  if (outcome === undefined) return;
  if (outcome === 'ended') {
    services.log.warn(
      { userId: membership.user_id, invoiceId: invoice.id },
      'the subscription of an ended membership was charged: it is cancelled',
    );
    if (membership.subscription_id && services.payments.cancelSubscription)
      await services.payments.cancelSubscription(membership.subscription_id);
    await refundEndedInvoice(services, membership, invoice);
    return;
  }
  services.events.emit('membership.written', { userId: membership.user_id });
  if (outcome.renewedUntil) {
    const details = {
      username: membership.username,
      planName: membership.plan_name ?? '',
      amount: formatMoney(fromCents(invoice.amountCents)),
      periodEnd: mailDate(outcome.renewedUntil),
      testPayment: services.payments.mode === 'test',
    };
    await sendMembershipMail(services, membership.email, 'renewed', details, {
      userId: membership.user_id,
      invoiceId: invoice.id,
    });
  }
}

async function invoiceFailed(
  services: Services,
  membership: Subscribed,
  invoice: WebhookInvoice,
  eventId: string,
): Promise<void> {
  const member = { id: membership.user_id, username: membership.username };
  const firstFailure = await writeTransaction(
    services.db,
    async (trx) => {
      if (!(await recordInvoice(services, trx, membership, invoice, `${invoice.id}:${eventId}`, false))) return undefined;
      const now = services.clock.nowIso();
      const moved = await trx
        .updateTable('memberships')
        .set({ status: 'past_due', past_due_since: now, updated_at: now })
        .where('id', '=', membership.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      await services.auditLog.record(membershipAudit.renewalFailed(member, membership.id, membership.plan_name ?? ''), trx);
      return Number(moved.numUpdatedRows) > 0;
    },
    { locks: [membershipLock(membership.user_id)] },
  );
  if (firstFailure === undefined) return;
  services.events.emit('membership.written', { userId: membership.user_id });
  if (firstFailure) {
    const details = {
      username: membership.username,
      planName: membership.plan_name ?? '',
      amount: formatMoney(fromCents(invoice.amountCents)),
      lapsesOn: mailDate(new Date(services.clock.nowMs() + MEMBERSHIP_LIMITS.graceDays * DAY_MS).toISOString()),
      reason: invoice.failureMessage ?? SHOP_ERRORS.paymentNotSucceeded,
    };
    await sendMembershipMail(services, membership.email, 'renewalFailed', details, {
      userId: membership.user_id,
      invoiceId: invoice.id,
    });
  }
}

async function subscriptionEnded(services: Services, membership: Subscribed): Promise<void> {
  const ended = await endMembershipNow(services, {
    userId: membership.user_id,
    from: ['active', 'cancelling', 'past_due'],
    still: (m) => m.subscription_id === membership.subscription_id,
    audit: (m) => membershipAudit.lapsed({ id: membership.user_id, username: membership.username }, m.id),
  });
  if (ended)
    await sendMembershipMail(
      services,
      membership.email,
      'lapsed',
      { username: membership.username, unpaid: ended.status === 'past_due' },
      { userId: membership.user_id },
    );
}

async function handleSubscriptionEvent(services: Services, event: WebhookEvent, subscriptionId: string): Promise<boolean> {
  const membership = await findMembershipBySubscription(services.db.kysely, subscriptionId);
  if (!membership) {
    // A join not activated yet (its first invoice: the activation's), or an account gone.
    if (
      event.type === 'invoice.paid' &&
      event.invoice?.billingReason !== 'subscription_create' &&
      services.payments.cancelSubscription
    ) {
      services.log.warn(
        { eventId: event.id, subscriptionId },
        'a subscription invoice was paid for no membership: the subscription is cancelled',
      );
      await services.payments.cancelSubscription(subscriptionId);
    }
    return true;
  }
  if (event.type === 'invoice.paid' && event.invoice && event.invoice.billingReason !== 'subscription_create')
    await invoicePaid(services, membership, event.invoice);
  if (event.type === 'invoice.payment_failed' && event.invoice && event.invoice.billingReason !== 'subscription_create')
    await invoiceFailed(services, membership, event.invoice, event.id);
  if (event.type === 'customer.subscription.deleted') await subscriptionEnded(services, membership);
  return true;
}

export async function handleMembershipEvent(services: Services, event: WebhookEvent): Promise<boolean> {
  if (event.intentId) return handleJoinIntent(services, { ...event, intentId: event.intentId });
  const subscriptionId = event.invoice?.subscriptionId ?? event.subscriptionId;
  if (subscriptionId) return handleSubscriptionEvent(services, event, subscriptionId);
  return false;
}

/** Once per app (membership.feature.ts). */
export function listenToStripeEvents(services: Services): void {
  onWebhookEvent(services, (event) => handleMembershipEvent(services, event));
}
