// The checkout with Stripe configured (docs/product/shop-and-payments.md): the real `stripe` library against a
// local stand-in for Stripe's API, and POST /api/shop/stripe-webhook with real signatures.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, SHOP_ERRORS } from '@clanhall/shared';
import { createStripePaymentProvider } from '../../../services/payments/stripe-payment-provider.js';
import { startStripeStandIn, type StripeStandIn } from '../../../services/payments/stripe-stand-in.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import {
  GOOD_CARD,
  confirmCard,
  createIntent,
  paymentRow,
  postCheckout,
  seedProduct,
  setCartLine,
  stockOf,
} from '../checkout-fixtures.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_clanhall',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_clanhall',
  STRIPE_WEBHOOK_SECRET: 'whsec_clanhall',
};

describe('the payment provider the composition root picks', () => {
  it('is Stripe when STRIPE_SECRET_KEY is set (its library loaded only then), else the built-in test one', async () => {
    const withStripe = await buildTestApp(STRIPE_ENV);
    const without = await buildTestApp();
    try {
      expect(withStripe.services.payments).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_clanhall' });
      expect(without.services.payments.name).toBe('test');
    } finally {
      await Promise.all([withStripe.close(), without.close()]);
    }
  });
});

describe('checkout with Stripe', () => {
  let standIn: StripeStandIn;
  let t: TestApp;

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
    t = await buildTestApp(STRIPE_ENV, { services: { payments } });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  let eventCount = 0;
  const eventFor = (type: string, intentId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: `evt_${++eventCount}`,
      object: 'event',
      type,
      data: { object: { id: intentId, object: 'payment_intent', ...extra } },
    });
  const webhook = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET }),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shop/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  async function cartWorth(buyer: CreatedUser, cents: number, stock = 5) {
    const product = await seedProduct(t.app, { priceCents: cents, stock });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const res = await createIntent(t.app, buyer, { amount: cents });
    expect(res.statusCode).toBe(200);
    return { product, intent: res.json() as { clientSecret: string; paymentIntentId: string; amount: number } };
  }

  it("hands the browser Stripe's publishable key and keeps the test card endpoint closed", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/payment-config' })).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_clanhall',
      // A test-mode key charges no card (docs/decisions/025).
      mode: 'test',
    });
    const buyer = await createUser(t.app);
    const { intent } = await cartWorth(buyer, 1000);
    const res = await confirmCard(t.app, buyer, intent.clientSecret, GOOD_CARD);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.routeNotFound });
  });

  it("answers 400 with Stripe's reason for a cart below its smallest charge, and keeps no payment", async () => {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents: 30, stock: 5 });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const res = await createIntent(t.app, buyer, { amount: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Amount must be at least $0.50 usd' });
    const kept = await t.services.db.kysely.selectFrom('payments').select('id').where('user_id', '=', buyer.id).execute();
    expect(kept).toEqual([]);
  });

  it('creates the intent at Stripe, hears of the payment by webhook, and makes the order', async () => {
    const buyer = await createUser(t.app);
    const { product, intent } = await cartWorth(buyer, 2500);
    const atStripe = standIn.intents.get(intent.paymentIntentId)!;
    const row = await paymentRow(t.app, intent.paymentIntentId);
    expect(atStripe).toMatchObject({
      amount: 2500,
      currency: 'usd',
      metadata: { user_id: String(buyer.id), payment_id: String(row.id) },
    });
    expect(intent.clientSecret).toBe(atStripe.client_secret);
    expect(row).toMatchObject({ provider: 'stripe', status: 'requires_payment' });

    // Not paid yet: Stripe says so, whatever the browser claims.
    expect((await postCheckout(t.app, buyer, intent.paymentIntentId)).statusCode).toBe(402);

    standIn.succeed(intent.paymentIntentId);
    const event = eventFor('payment_intent.succeeded', intent.paymentIntentId);
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('succeeded');
    // A replayed event is harmless.
    expect((await webhook(event)).statusCode).toBe(200);

    const order = await postCheckout(t.app, buyer, intent.paymentIntentId);
    expect(order.statusCode).toBe(201);
    expect(await stockOf(t.app, product.id)).toBe(4);
    // Replayed after the order: the payment stays used and paid.
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      order_id: order.json().order.id,
    });
  });

  it('makes the order without any webhook: the checkout asks Stripe', async () => {
    const buyer = await createUser(t.app);
    const { intent } = await cartWorth(buyer, 1800);
    standIn.succeed(intent.paymentIntentId);
    const res = await postCheckout(t.app, buyer, intent.paymentIntentId);
    expect(res.statusCode).toBe(201);
    expect(res.json().order.payment_mode).toBe('test');
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({ status: 'succeeded', order_id: res.json().order.id });
  });

  it('records a refused card from payment_intent.payment_failed; a late failure never undoes a payment', async () => {
    const buyer = await createUser(t.app);
    const { intent } = await cartWorth(buyer, 900);
    standIn.fail(intent.paymentIntentId, 'Your card was declined.');
    const failed = eventFor('payment_intent.payment_failed', intent.paymentIntentId, {
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({
      status: 'failed',
      failure_message: 'Your card was declined.',
    });

    standIn.succeed(intent.paymentIntentId);
    expect((await webhook(eventFor('payment_intent.succeeded', intent.paymentIntentId))).statusCode).toBe(200);
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('succeeded');
  });

  it('refunds through Stripe, with an idempotency key, when stock ran out', async () => {
    const buyer = await createUser(t.app);
    const { product, intent } = await cartWorth(buyer, 3100);
    standIn.succeed(intent.paymentIntentId);
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', product.id).execute();
    const res = await postCheckout(t.app, buyer, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.soldOutRefunded });
    expect(standIn.refunds.get(intent.paymentIntentId)).toEqual({
      id: expect.stringMatching(/^re_/),
      idempotencyKey: `clanhall-refund-${intent.paymentIntentId}`,
    });
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refunded_at: expect.any(String),
    });
  });

  it('acknowledges events about unknown intents and other objects, and changes nothing', async () => {
    expect((await webhook(eventFor('payment_intent.succeeded', 'pi_not_ours'))).json()).toEqual({ received: true });
    const charge = JSON.stringify({
      id: 'evt_charge',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await webhook(charge)).statusCode).toBe(200);
  });

  it('refuses a bad, missing or foreign signature with 400', async () => {
    const buyer = await createUser(t.app);
    const { intent } = await cartWorth(buyer, 700);
    standIn.succeed(intent.paymentIntentId);
    const payload = eventFor('payment_intent.succeeded', intent.paymentIntentId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const res of [
      await webhook(payload, forged),
      await webhook(payload, 't=1,v1=deadbeef'),
      await webhook(
        payload.replace('evt_', 'evt_x'),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET }),
      ),
      await t.app.inject({
        method: 'POST',
        url: '/api/shop/stripe-webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: SHOP_ERRORS.invalidWebhookSignature });
    }
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('requires_payment');
  });

  it('refuses a body over 1 MB with 413, a form with 415, unsigned text with 400', async () => {
    const big = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(1024 * 1024) });
    expect((await webhook(big)).statusCode).toBe(413);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/shop/stripe-webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/shop/stripe-webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('is 404 with the test provider, and with Stripe but no webhook secret', async () => {
    const standIn = await startStripeStandIn();
    for (const [env, payments] of [
      [{}, undefined],
      [
        { STRIPE_SECRET_KEY: 'sk_test_x' },
        createStripePaymentProvider({ secretKey: 'sk_test_x', publishableKey: '', webhookSecret: undefined }, standIn.endpoint),
      ],
    ] as const) {
      const t = await buildTestApp(env, payments ? { services: { payments } } : {});
      try {
        const payload = JSON.stringify({
          id: 'evt_1',
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: { id: 'pi_1', object: 'payment_intent' } },
        });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/shop/stripe-webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' }),
          },
          payload,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: SERVER_ERRORS.routeNotFound });
      } finally {
        await t.close();
      }
    }
    await standIn.close();
  });
});

// docs/product/shop-and-payments.md: every order carries payment_mode; a live Stripe key's orders are live ones.
describe('checkout with a live Stripe key', () => {
  it("records the order as live, in the member's and the administrator's lists, and tells the shop", async () => {
    const standIn = await startStripeStandIn();
    const live = { STRIPE_SECRET_KEY: 'sk_live_clanhall', STRIPE_PUBLISHABLE_KEY: 'pk_live_clanhall' };
    const payments = createStripePaymentProvider({ secretKey: live.STRIPE_SECRET_KEY, publishableKey: live.STRIPE_PUBLISHABLE_KEY, webhookSecret: undefined }, standIn.endpoint);
    const t = await buildTestApp(live, { services: { payments } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/shop/payment-config' })).json()).toMatchObject({ provider: 'stripe', mode: 'live' });
      const [buyer, admin] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'admin' })]);
      const product = await seedProduct(t.app, { priceCents: 1500 });
      await setCartLine(t.app, buyer.id, product.id, 1);
      const intent = (await createIntent(t.app, buyer, { amount: 1500 })).json();
      standIn.succeed(intent.paymentIntentId);
      const res = await postCheckout(t.app, buyer, intent.paymentIntentId);
      expect(res.statusCode).toBe(201);
      const { order } = res.json();
      expect(order.payment_mode).toBe('live');
      const mine = (await t.app.inject({ method: 'GET', url: '/api/shop/orders', headers: buyer.auth })).json().orders;
      const all = (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.auth })).json().orders;
      for (const list of [mine, all]) expect(list.find((o: { id: number }) => o.id === order.id).payment_mode).toBe('live');
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});
