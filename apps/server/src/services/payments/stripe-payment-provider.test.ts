// The Stripe adapter with the REAL `stripe` library, pointed at a local stand-in for Stripe's
// API (stripe-stand-in.ts), and webhooks with real signatures.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefusedError, WebhookSignatureError, type PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider } from './stripe-payment-provider.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe payment provider', () => {
  let standIn: StripeStandIn;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = createStripePaymentProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: WEBHOOK_SECRET }, standIn.endpoint);
  });
  afterAll(() => standIn.close());

  const newIntent = (key = `key-${Math.random()}`) => stripe.createIntent({ amountCents: 4200, currency: 'usd', metadata: { user_id: '7', payment_id: '3' }, idempotencyKey: key });

  it('creates an intent for cards with the amount, metadata and idempotency key', async () => {
    const created = await newIntent('payment-3-abc');
    expect(created).toEqual({ id: expect.stringMatching(/^pi_/), clientSecret: expect.stringContaining('_secret_') });
    const sent = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(sent.idempotencyKey).toBe('payment-3-abc');
    expect(sent.form).toMatchObject({ amount: '4200', currency: 'usd', 'metadata[user_id]': '7', 'metadata[payment_id]': '3', 'allowed_payment_method_types[0]': 'card' });
    // The same key again (a retried request) is the same intent.
    expect(await newIntent('payment-3-abc')).toEqual(created);
    expect(stripe.publishableKey).toBe('pk_test_123');
    // A test-mode key: no real charge (stripe-key-mode.ts).
    expect(stripe.mode).toBe('test');
  });

  it("refuses an amount below Stripe's smallest charge with the reason", async () => {
    const small = stripe.createIntent({ amountCents: 49, currency: 'usd', metadata: {}, idempotencyKey: 'small' });
    await expect(small).rejects.toThrow(PaymentRefusedError);
    await expect(small).rejects.toThrow('Amount must be at least $0.50 usd');
  });

  it('reads an intent back as the checkout sees it; an unknown one is null', async () => {
    const { id } = await newIntent();
    expect(await stripe.retrieveIntent(id)).toEqual({ id, status: 'requires_payment', amountCents: 4200, currency: 'usd', metadata: { user_id: '7', payment_id: '3' } });
    standIn.succeed(id);
    expect((await stripe.retrieveIntent(id))?.status).toBe('succeeded');
    expect(await stripe.retrieveIntent('pi_missing')).toBeNull();
  });

  it('refunds a paid intent once, however often asked, and refuses one never paid', async () => {
    const { id } = await newIntent();
    standIn.succeed(id);
    await stripe.refund(id, `refund-${id}`);
    await stripe.refund(id, `refund-${id}`);
    await stripe.refund(id, 'another-key');
    expect(standIn.refunds.get(id)).toMatchObject({ idempotencyKey: `refund-${id}` });
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === id)).toHaveLength(3);

    const unpaid = await newIntent();
    await expect(stripe.refund(unpaid.id, 'k')).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('cancels an intent never paid, and answers a paid one as paid', async () => {
    const unpaid = await newIntent();
    expect((await stripe.cancel(unpaid.id))?.status).toBe('canceled');
    const paid = await newIntent();
    standIn.succeed(paid.id);
    expect((await stripe.cancel(paid.id))?.status).toBe('succeeded');
    expect(await stripe.cancel('pi_missing')).toBeNull();
  });

  describe('webhooks', () => {
    const event = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('verifies a real signature on the raw body and reads the intent and any failure', () => {
      const succeeded = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
      expect(stripe.verifyWebhook!(Buffer.from(succeeded), sign(succeeded))).toEqual({
        id: JSON.parse(succeeded).id,
        type: 'payment_intent.succeeded',
        intentId: 'pi_1',
        failureMessage: null,
      });
      const failed = event('payment_intent.payment_failed', { id: 'pi_2', object: 'payment_intent', last_payment_error: { message: 'Your card was declined.' } });
      expect(stripe.verifyWebhook!(Buffer.from(failed), sign(failed))).toMatchObject({ intentId: 'pi_2', failureMessage: 'Your card was declined.' });
      const charge = event('charge.refunded', { id: 'ch_1', object: 'charge' });
      expect(stripe.verifyWebhook!(Buffer.from(charge), sign(charge))).toMatchObject({ intentId: null });
    });

    it('refuses a wrong secret, a changed body, no signature, and a site without a webhook secret', () => {
      const payload = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
      expect(() => stripe.verifyWebhook!(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook!(Buffer.from(payload.replace('pi_1', 'pi_9')), sign(payload))).toThrow(WebhookSignatureError);
      expect(() => stripe.verifyWebhook!(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
      const unconfigured = createStripePaymentProvider({ secretKey: 'sk_test_123', publishableKey: '', webhookSecret: undefined }, standIn.endpoint);
      expect(() => unconfigured.verifyWebhook!(Buffer.from(payload), sign(payload))).toThrow(WebhookSignatureError);
    });
  });
});
