// 'Shop open for orders' off (docs/product/shop-and-payments.md): no payment is started, no card charged and no
// order made, each refused with 409 'The shop is not taking orders right now.'; a payment
// already taken is refunded at once rather than lost or turned into an order, a checkout that
// made its order before the close still answers it, the payments job goes on refunding, and
// everything works again once the shop reopens. (The cart's refusals: cart.routes.test.ts.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { SHIPPING, confirmCard, createIntent, paymentRow, payForCart, postCheckout, seedProduct, setCartLine, stockOf } from './checkout-fixtures.js';
import { CLOSED_SHOP_REASON } from './payments/closed-shop-refund.js';
import { ABANDONED_REASON, settlePayments } from './payments/payments.job.js';

const CLOSED = { error: 'The shop is not taking orders right now.' };

describe('checkout while the shop is closed', () => {
  let t: TestApp;
  let admin: CreatedUser;
  const clock = manualClock(new Date('2026-03-01T10:00:00.000Z'));

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const openShop = async (open: boolean) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload: { shop_checkout_enabled: open } });
    expect(res.statusCode).toBe(200);
  };
  afterEach(() => openShop(true));

  const finish = (buyer: CreatedUser, intentId: string) =>
    t.app.inject({ method: 'POST', url: '/api/shop/payments/finish', headers: buyer.auth, payload: { payment_intent_id: intentId } });
  const refundedAtProvider = async (intentId: string) =>
    (await t.services.db.kysely.selectFrom('test_payment_intents').select('refunded').where('id', '=', intentId).executeTakeFirstOrThrow()).refunded === 1;
  const ordersOf = async (buyer: CreatedUser) => (await t.app.inject({ method: 'GET', url: '/api/shop/orders', headers: buyer.auth })).json().orders;

  async function buyerWithCart(priceCents = 2400, stock = 5) {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents, stock });
    await setCartLine(t.app, buyer.id, product.id, 1);
    return { buyer, product };
  }

  it('refuses a payment intent and a card confirmation with 409, then takes both once reopened', async () => {
    const { buyer } = await buyerWithCart();
    const intent = (await createIntent(t.app, buyer, { amount: 2400 })).json();
    await openShop(false);

    const refusedIntent = await createIntent(t.app, buyer, { amount: 2400 });
    expect(refusedIntent.statusCode).toBe(409);
    expect(refusedIntent.json()).toEqual(CLOSED);
    // An intent made before the close: its card is not charged while the shop is closed.
    const refusedCard = await confirmCard(t.app, buyer, intent.clientSecret);
    expect(refusedCard.statusCode).toBe(409);
    expect(refusedCard.json()).toEqual(CLOSED);
    expect((await t.services.payments.retrieveIntent(intent.paymentIntentId))?.status).toBe('requires_payment');

    await openShop(true);
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
    expect((await createIntent(t.app, buyer, { amount: 2400 })).statusCode).toBe(200);
  });

  it('makes no order of a payment taken before the close: 409, and the payment refunded at once', async () => {
    const { buyer, product } = await buyerWithCart();
    const intentId = await payForCart(t.app, buyer, 2400);
    await openShop(false);

    const res = await postCheckout(t.app, buyer, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(CLOSED);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'refunded', order_id: null, failure_message: CLOSED_SHOP_REASON, refunded_at: clock.nowIso() });
    expect(await refundedAtProvider(intentId)).toBe(true);
    expect(await stockOf(t.app, product.id)).toBe(5);
    expect(await ordersOf(buyer)).toEqual([]);

    // Reopened, the refunded payment stays refunded: the member pays again.
    await openShop(true);
    const again = await postCheckout(t.app, buyer, intentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SHOP_ERRORS.paymentRefunded });
    const paidAgain = await payForCart(t.app, buyer, 2400);
    expect((await postCheckout(t.app, buyer, paidAgain)).statusCode).toBe(201);
  });

  it('refunds an unfinished payment the member comes back to finish while the shop is closed', async () => {
    const { buyer } = await buyerWithCart(1800);
    const intentId = await payForCart(t.app, buyer, 1800, { shipping: true });
    await openShop(false);

    const res = await finish(buyer, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(CLOSED);
    const unfinished = await t.app.inject({ method: 'GET', url: '/api/shop/payments/unfinished', headers: buyer.auth });
    expect(unfinished.json().payments).toMatchObject([{ payment_intent_id: intentId, status: 'refunded', can_finish: false, refunded_at: clock.nowIso() }]);
    expect(await refundedAtProvider(intentId)).toBe(true);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('still answers the order a payment made before the close, however often it is sent again', async () => {
    const { buyer } = await buyerWithCart();
    const intentId = await payForCart(t.app, buyer, 2400, { shipping: true });
    const made = await postCheckout(t.app, buyer, intentId);
    expect(made.statusCode).toBe(201);
    await openShop(false);

    for (const res of [await postCheckout(t.app, buyer, intentId), await finish(buyer, intentId)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().order.id).toBe(made.json().order.id);
    }
    expect((await paymentRow(t.app, intentId)).status).toBe('succeeded');
  });

  it('leaves the payments job to refund what was abandoned, closed or not', async () => {
    const { buyer } = await buyerWithCart(900);
    const intentId = await payForCart(t.app, buyer, 900, { shipping: true });
    await openShop(false);
    clock.advance(LIMITS.abandonedPaymentGraceMs + 1000);
    await settlePayments(t.services);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'refunded', failure_message: ABANDONED_REASON, refunded_at: clock.nowIso() });
    expect(await refundedAtProvider(intentId)).toBe(true);
  });

  it('refunds nothing when the refused checkout’s payment was not paid yet; paid once reopened, it becomes the order', async () => {
    const { buyer } = await buyerWithCart();
    const intent = (await createIntent(t.app, buyer, { amount: 2400, shipping: SHIPPING })).json();
    await openShop(false);
    // Sent before the card was confirmed: nothing was paid, so nothing is refunded.
    const res = await postCheckout(t.app, buyer, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(CLOSED);
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({ status: 'requires_payment', refunded_at: null });

    await openShop(true);
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
    expect((await postCheckout(t.app, buyer, intent.paymentIntentId)).statusCode).toBe(201);
  });
});
