// The Stripe adapter's subscriptions (stripe-subscriptions.ts) with the REAL `stripe` library
// against the local stand-in, and the invoice and subscription events it reads from webhooks
// with real signatures, in the library's API version's shape and the older one.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider } from './stripe-payment-provider.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe subscriptions', () => {
  let standIn: StripeStandIn;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = createStripePaymentProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: WEBHOOK_SECRET }, standIn.endpoint);
  });
  afterAll(() => standIn.close());

  const subscribe = (key = `key-${Math.random()}`) =>
    stripe.createSubscription!({ email: 'ann@example.test', name: 'ann', planName: 'Monthly', amountCents: 1200, currency: 'usd', interval: 'month', metadata: { user_id: '7' }, idempotencyKey: key });

  it('makes a customer, a product and an incomplete subscription, and answers its first invoice’s intent', async () => {
    const made = await subscribe('sub-key');
    const subscription = standIn.subscriptions.get(made.subscriptionId)!;
    expect(subscription).toMatchObject({ status: 'incomplete', amount: 1200, interval: 'month', metadata: { user_id: '7' } });
    expect(standIn.customers.get(subscription.customer)).toMatchObject({ email: 'ann@example.test', name: 'ann' });
    expect(made.intentId).toBe(subscription.intentId);
    expect(made.clientSecret).toBe(standIn.intents.get(made.intentId)!.client_secret);
    // The intent names its subscription, for activation.
    expect(await stripe.retrieveIntent(made.intentId)).toMatchObject({ metadata: { user_id: '7', subscription_id: made.subscriptionId } });
    // Sent again with the same key (a retried request): the same subscription.
    expect(await subscribe('sub-key')).toEqual(made);
    for (const path of ['/v1/customers', '/v1/products', '/v1/subscriptions']) {
      expect(standIn.requests.find((r) => r.path === path)?.idempotencyKey).toMatch(/^sub-key-/);
    }
  });

  it('sets cancel_at_period_end, and cancels now, twice or for one gone without complaint', async () => {
    const { subscriptionId } = await subscribe();
    await stripe.setSubscriptionRenews!(subscriptionId, false);
    expect(standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    await stripe.setSubscriptionRenews!(subscriptionId, true);
    expect(standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    await stripe.cancelSubscription!(subscriptionId);
    await stripe.cancelSubscription!(subscriptionId);
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    await stripe.cancelSubscription!('sub_missing');
  });

  it('reads invoice and subscription events from signed webhooks', () => {
    const signed = (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object } });
      return stripe.verifyWebhook!(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    };
    const lines = { data: [{ period: { end: Date.parse('2026-06-01T00:00:00Z') / 1000 } }] };
    expect(
      signed('invoice.paid', { id: 'in_1', object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 1200, currency: 'usd', parent: { subscription_details: { subscription: 'sub_1' } }, lines }),
    ).toMatchObject({
      intentId: null,
      invoice: { id: 'in_1', subscriptionId: 'sub_1', billingReason: 'subscription_cycle', amountCents: 1200, currency: 'usd', periodEnd: '2026-06-01T00:00:00.000Z' },
    });
    // An endpoint pinned to an older API version: the subscription at the top.
    expect(signed('invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: 'sub_2', amount_due: 900 })).toMatchObject({ invoice: { subscriptionId: 'sub_2', amountCents: 900, periodEnd: null } });
    expect(signed('customer.subscription.deleted', { id: 'sub_3', object: 'subscription' })).toMatchObject({ subscriptionId: 'sub_3', intentId: null });
  });
});
