// A membership with Stripe (docs/product/membership.md: a recurring plan is a Stripe subscription
// whose invoices arrive through the signed webhook): the real `stripe` library against the local
// stand-in (services/payments/stripe-stand-in.ts), and POST /api/shop/stripe-webhook with real
// signatures. Each event is handled once, however often Stripe sends it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../services/clock.js';
import { createStripePaymentProvider } from '../../../services/payments/stripe-payment-provider.js';
import { startStripeStandIn, type StripeStandIn } from '../../../services/payments/stripe-stand-in.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import {
  auditActions,
  membershipRow,
  postActivate,
  postCheckout,
  roleOf,
  seedPlan,
  setMembershipMode,
} from '../membership-fixtures.js';
import { runRenewals } from '../renewals/renewals.job.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_clanhall',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_clanhall',
  STRIPE_WEBHOOK_SECRET: 'whsec_clanhall',
};

describe('membership with Stripe', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  const clock = manualClock(new Date('2026-04-01T12:00:00.000Z'));
  let monthly: Awaited<ReturnType<typeof seedPlan>>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const payments = createStripePaymentProvider(
      {
        secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
        publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      },
      standIn.endpoint,
    );
    t = await buildTestApp(STRIPE_ENV, { services: { payments, clock } });
    await setMembershipMode(t.app, 'paid');
    monthly = await seedPlan(t.app, { name: 'Monthly', priceCents: 1200 });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  let eventCount = 0;
  const event = (type: string, object: Record<string, unknown>, id = `evt_m_${++eventCount}`) =>
    JSON.stringify({ id, object: 'event', type, data: { object } });
  const webhook = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shop/stripe-webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET }),
      },
      payload,
    });
  const invoice = (subscriptionId: string, fields: Record<string, unknown> = {}) => ({
    id: `in_${++eventCount}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: 1200,
    amount_due: 1200,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    lines: {
      object: 'list',
      data: [{ period: { start: Date.parse('2026-05-01T12:00:00Z') / 1000, end: Date.parse('2026-06-01T12:00:00Z') / 1000 } }],
    },
    ...fields,
  });

  /** A member by Stripe subscription: the checkout, Stripe Elements' card (the stand-in), the activation. */
  async function subscribed(): Promise<{ user: CreatedUser; subscriptionId: string; intentId: string }> {
    const user = await createUser(t.app, { role: 'user' });
    const checkout = await postCheckout(t.app, user, monthly.id);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { paymentIntentId, clientSecret, amount } = checkout.json();
    expect(amount).toBe(1200);
    expect(clientSecret).toBe(standIn.intents.get(paymentIntentId)!.client_secret);
    const subscriptionId = standIn.intents.get(paymentIntentId)!.metadata.subscription_id!;
    standIn.succeed(paymentIntentId);
    const res = await postActivate(t.app, user, paymentIntentId);
    expect(res.statusCode, res.body).toBe(200);
    return { user, subscriptionId, intentId: paymentIntentId };
  }

  it('sells a recurring plan as a subscription whose first invoice the card pays, then activates it', async () => {
    const { user, subscriptionId } = await subscribed();
    const subscription = standIn.subscriptions.get(subscriptionId)!;
    expect(subscription).toMatchObject({
      status: 'active',
      amount: 1200,
      currency: 'usd',
      interval: 'month',
      cancel_at_period_end: false,
    });
    expect(standIn.customers.get(subscription.customer)).toMatchObject({ email: user.email, name: user.username });
    const created = standIn.requests.find(
      (r) => r.path === '/v1/subscriptions' && r.method === 'POST' && r.form.customer === subscription.customer,
    )!;
    expect(created.form).toMatchObject({
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'latest_invoice.payments',
    });
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'active',
      provider: 'stripe',
      subscription_id: subscriptionId,
      current_period_end: '2026-05-01T12:00:00.000Z',
    });
    expect(await roleOf(t.app, user.id)).toBe('member');
    const view = (await t.app.inject({ method: 'GET', url: '/api/membership', headers: user.auth })).json().membership;
    // A Stripe test key: no real charge.
    expect(view).toMatchObject({ renews: true, payment_mode: 'test' });
  });

  it('sells a lifetime plan as a one-off payment intent', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const lifetime = await seedPlan(t.app, { interval: 'lifetime', priceCents: 30000 });
    const subscriptionsBefore = standIn.subscriptions.size;
    const { paymentIntentId } = (await postCheckout(t.app, user, lifetime.id)).json();
    expect(standIn.subscriptions.size).toBe(subscriptionsBefore);
    expect(standIn.intents.get(paymentIntentId)).toMatchObject({
      amount: 30000,
      metadata: { purpose: 'membership', user_id: String(user.id) },
    });
    standIn.succeed(paymentIntentId);
    expect((await postActivate(t.app, user, paymentIntentId)).json().membership).toMatchObject({
      current_period_end: null,
      renews: false,
    });
  });

  it('activates a join from payment_intent.succeeded when the tab closed before activating', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const { paymentIntentId } = (await postCheckout(t.app, user, monthly.id)).json();
    standIn.succeed(paymentIntentId);
    const payload = event('payment_intent.succeeded', { id: paymentIntentId, object: 'payment_intent' });
    expect((await webhook(payload)).statusCode).toBe(200);
    expect((await webhook(payload)).statusCode).toBe(200);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'active', provider: 'stripe' });
    expect(
      (await auditActions(t.app, (await membershipRow(t.app, user.id))!.id)).filter((e) => e.action === 'membership.started'),
    ).toHaveLength(1);
  });

  it('renews on invoice.paid, once however often it is sent, and leaves renewals to Stripe at the period’s end', async () => {
    const { user } = await subscribed();
    const { subscription_id: subscriptionId } = (await membershipRow(t.app, user.id))!;
    // The period's end passes: the renewal job charges nothing itself.
    clock.set(new Date('2026-05-01T12:05:00.000Z'));
    await runRenewals(t.services);
    expect((await membershipRow(t.app, user.id))!.status).toBe('active');

    const paid = event('invoice.paid', invoice(subscriptionId!));
    for (let i = 0; i < 3; i++) expect((await webhook(paid)).statusCode).toBe(200);
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'active',
      current_period_end: '2026-06-01T12:00:00.000Z',
    });
    const rows = await t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'renewal')
      .execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: 1200, provider: 'stripe' })]);
    const actions = (await auditActions(t.app, (await membershipRow(t.app, user.id))!.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'membership.renewed')).toHaveLength(1);
    // The first invoice is the join's: nothing more.
    expect(
      (await webhook(event('invoice.paid', invoice(subscriptionId!, { billing_reason: 'subscription_create' })))).statusCode,
    ).toBe(200);
    expect((await membershipRow(t.app, user.id))!.current_period_end).toBe('2026-06-01T12:00:00.000Z');
    clock.set(new Date('2026-04-01T12:00:00.000Z'));
  });

  it('is past due on invoice.payment_failed (once), active again when Stripe’s retry pays', async () => {
    const { user, subscriptionId } = await subscribed();
    const failedInvoice = invoice(subscriptionId);
    const failed = event('invoice.payment_failed', failedInvoice);
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'past_due', past_due_since: clock.nowIso() });
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).filter((e) => e.action === 'membership.renewal-failed')).toHaveLength(1);
    expect((await webhook(event('invoice.paid', { ...failedInvoice, id: failedInvoice.id }))).statusCode).toBe(200);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'active', past_due_since: null });
  });

  it('sets cancel_at_period_end on cancel and clears it on resume', async () => {
    const { user, subscriptionId } = await subscribed();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers: user.auth })).json().membership.status,
    ).toBe('cancelling');
    expect(standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/membership/resume', headers: user.auth })).json().membership.status,
    ).toBe('active');
    expect(standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('tells Stripe back when the membership changed while Stripe was being told, and refuses the change', async () => {
    const { user, subscriptionId } = await subscribed();
    expect((await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers: user.auth })).statusCode).toBe(200);
    const payments = t.services.payments;
    const setRenews = payments.setSubscriptionRenews!;
    // The subscription's end arrives (customer.subscription.deleted) while the resume is at Stripe.
    payments.setSubscriptionRenews = async (id, renews) => {
      await setRenews.call(payments, id, renews);
      await t.services.db.kysely.updateTable('memberships').set({ status: 'lapsed' }).where('user_id', '=', user.id).execute();
    };
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/membership/resume', headers: user.auth });
      expect(res.statusCode, res.body).toBe(409);
    } finally {
      payments.setSubscriptionRenews = setRenews;
    }
    expect(standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'lapsed' });
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).filter((e) => e.action === 'membership.resumed')).toHaveLength(0);
  });

  it('lapses on customer.subscription.deleted: role user, once', async () => {
    const { user, subscriptionId } = await subscribed();
    const deleted = event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'lapsed' });
    expect(await roleOf(t.app, user.id)).toBe('user');
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).filter((e) => e.action === 'membership.lapsed')).toHaveLength(1);
  });

  it('cancels the subscription when an administrator ends the membership, and when the member deletes their account', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const ended = await subscribed();
    const membershipId = (await membershipRow(t.app, ended.user.id))!.id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/membership/members/${membershipId}/end`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(standIn.subscriptions.get(ended.subscriptionId)!.status).toBe('canceled');

    const leaving = await subscribed();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: leaving.user.auth,
      payload: { password: leaving.user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.subscriptions.get(leaving.subscriptionId)!.status).toBe('canceled');
    const kept = await t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('intent_id', '=', leaving.intentId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, username: leaving.user.username, status: 'succeeded' });
  });

  it('cancels the subscription when an administrator deletes the account', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const removed = await subscribed();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${removed.user.id}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.subscriptions.get(removed.subscriptionId)!.status).toBe('canceled');
    expect(await membershipRow(t.app, removed.user.id)).toBeUndefined();
  });

  it('cancels a subscription Stripe charged for a membership that had ended here, renewing nothing', async () => {
    const { user, subscriptionId } = await subscribed();
    // Ended while Stripe could not be told.
    await t.services.db.kysely.updateTable('memberships').set({ status: 'lapsed' }).where('user_id', '=', user.id).execute();
    const charged = standIn.payRenewal(subscriptionId);
    expect((await webhook(event('invoice.paid', invoice(subscriptionId, { id: charged.invoiceId })))).statusCode).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'lapsed',
      current_period_end: '2026-05-01T12:00:00.000Z',
    });
  });

  it('refunds an invoice Stripe’s retry paid after the lapse, once however often the event is sent', async () => {
    const { user, subscriptionId } = await subscribed();
    expect((await webhook(event('invoice.payment_failed', invoice(subscriptionId)))).statusCode).toBe(200);
    clock.advance(4 * 24 * 60 * 60 * 1000);
    await runRenewals(t.services);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'lapsed' });
    // The event does not carry the invoice's payments: the site asks Stripe for them.
    const charged = standIn.payRenewal(subscriptionId);
    const paid = event('invoice.paid', invoice(subscriptionId, { id: charged.invoiceId }));
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await webhook(paid)).statusCode).toBe(200);
    expect(standIn.refunds.has(charged.intentId)).toBe(true);
    expect(
      standIn.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === charged.intentId),
    ).toHaveLength(1);
    const rows = await t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('intent_id', 'in', [charged.intentId, charged.invoiceId])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'renewal', status: 'refunded', amount_cents: 1200, user_id: user.id });
    expect(rows[0]!.refunded_at).not.toBeNull();
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'lapsed' });
    expect(await roleOf(t.app, user.id)).toBe('user');
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    clock.set(new Date('2026-04-01T12:00:00.000Z'));
  });

  it('cancels an incomplete subscription never paid within a day, and its join with it', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const { paymentIntentId } = (await postCheckout(t.app, user, monthly.id)).json();
    const subscriptionId = standIn.intents.get(paymentIntentId)!.metadata.subscription_id!;
    const { settleJoinPayments, STALE_JOIN_MS } = await import('../buying/join-payments.job.js');
    clock.set(new Date(clock.nowMs() + STALE_JOIN_MS + 1000));
    await settleJoinPayments(t.services);
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(
      (
        await t.services.db.kysely
          .selectFrom('membership_payments')
          .select('status')
          .where('intent_id', '=', paymentIntentId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('canceled');
    clock.set(new Date('2026-04-01T12:00:00.000Z'));
  });

  it('activates a subscription join paid but still waiting after a day, without cancelling it first', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const { paymentIntentId } = (await postCheckout(t.app, user, monthly.id)).json();
    const subscriptionId = standIn.intents.get(paymentIntentId)!.metadata.subscription_id!;
    // Paid at the last moment; the tab closed and the webhook never came.
    standIn.succeed(paymentIntentId);
    const { settleJoinPayments, STALE_JOIN_MS } = await import('../buying/join-payments.job.js');
    clock.set(new Date(clock.nowMs() + STALE_JOIN_MS + 1000));
    expect(await settleJoinPayments(t.services)).toMatchObject({ activated: 1, canceled: 0 });
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('active');
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'active', subscription_id: subscriptionId });
    expect(await roleOf(t.app, user.id)).toBe('member');
    expect(standIn.refunds.has(paymentIntentId)).toBe(false);
    clock.set(new Date('2026-04-01T12:00:00.000Z'));
  });
});
