// Nothing paid is lost (docs/product/shop-and-payments.md): a payment whose checkout never arrived is listed for
// the member, can be finished within the grace period, and is refunded by the payments job
// after it; intents never paid are cancelled after a day. The back office sees every payment.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import type { TestPaymentProvider } from '../../../services/payments/test-payment-provider.js';
import { SHIPPING, confirmCard, createIntent, paymentRow, payForCart, postCheckout, seedProduct, setCartLine, stockOf } from '../checkout-fixtures.js';
import { ABANDONED_REASON, STALE_INTENT_MS, settlePayments } from './payments.job.js';

describe('unfinished payments', () => {
  let t: TestApp;
  let admin: CreatedUser;
  const clock = manualClock(new Date('2026-02-01T10:00:00.000Z'));

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const unfinished = async (buyer: CreatedUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/payments/unfinished', headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    return res.json().payments as Record<string, unknown>[];
  };
  const finish = (buyer: CreatedUser, intentId: string) =>
    t.app.inject({ method: 'POST', url: '/api/shop/payments/finish', headers: buyer.auth, payload: { payment_intent_id: intentId } });
  const adminPayments = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { payments: Record<string, unknown>[]; next_cursor: number | null };
  };

  /** A member who paid for a one-line cart and whose checkout never came. */
  async function abandonedPayment(options: { shipping?: boolean } = { shipping: true }) {
    const buyer = await createUser(t.app);
    const lantern = await seedProduct(t.app, { name: 'Iron lantern', priceCents: 4550, stock: 6 });
    await setCartLine(t.app, buyer.id, lantern.id, 2);
    const intentId = await payForCart(t.app, buyer, 9100, options);
    return { buyer, lantern, intentId };
  }

  it('lists a paid payment without an order as finishable, and finishing it makes the order with the shipping kept', async () => {
    const { buyer, lantern, intentId } = await abandonedPayment();
    const paidAt = clock.nowMs();
    expect(await unfinished(buyer)).toEqual([
      {
        payment_intent_id: intentId,
        amount: 91,
        status: 'succeeded',
        can_finish: true,
        refund_at: new Date(paidAt + LIMITS.abandonedPaymentGraceMs).toISOString(),
        refunded_at: null,
        created_at: new Date(paidAt).toISOString(),
      },
    ]);

    clock.advance(LIMITS.abandonedPaymentGraceMs - 60_000);
    const res = await finish(buyer, intentId);
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      username: buyer.username,
      total: 91,
      item_count: 2,
      shipping_address: { name: SHIPPING.name, address: SHIPPING.address, city: SHIPPING.city, country: SHIPPING.country, postal_code: SHIPPING.postalCode },
    });
    expect(await stockOf(t.app, lantern.id)).toBe(4);
    expect(await unfinished(buyer)).toEqual([]);
    const again = await finish(buyer, intentId);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(res.json().order.id);

    // The job leaves a payment that became an order alone.
    clock.advance(LIMITS.abandonedPaymentGraceMs);
    await settlePayments(t.services);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'succeeded', order_id: res.json().order.id, refunded_at: null });
  });

  it('finishes what the payment bought at the prices paid, even when the cart changed since', async () => {
    const { buyer, lantern, intentId } = await abandonedPayment();
    const cloak = await seedProduct(t.app, { name: 'Wool cloak', priceCents: 3000, stock: 3 });
    await setCartLine(t.app, buyer.id, lantern.id, 5);
    await setCartLine(t.app, buyer.id, cloak.id, 1);
    await t.services.db.kysely.updateTable('products').set({ price_cents: 9999 }).where('id', '=', lantern.id).execute();

    const res = await finish(buyer, intentId);
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({ total: 91, item_count: 2 });
    expect(order.items).toEqual([expect.objectContaining({ product_id: lantern.id, name: 'Iron lantern', price: 45.5, quantity: 2 })]);
    expect(await stockOf(t.app, lantern.id)).toBe(4);
    // The lantern was bought; the cloak added since stays in the cart.
    const cart = await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: buyer.auth });
    expect(cart.json().items.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity])).toEqual([[cloak.id, 1]]);
  });

  it('refunds a payment not finished within the grace period; the member and the back office see it refunded', async () => {
    const { buyer, lantern, intentId } = await abandonedPayment();
    clock.advance(LIMITS.abandonedPaymentGraceMs - 1000);
    expect((await settlePayments(t.services)).refunded).toBe(0);
    expect((await paymentRow(t.app, intentId)).status).toBe('succeeded');

    clock.advance(2000);
    expect(await unfinished(buyer)).toMatchObject([{ payment_intent_id: intentId, status: 'succeeded', can_finish: false }]);
    expect((await settlePayments(t.services)).refunded).toBe(1);

    const row = await paymentRow(t.app, intentId);
    expect(row).toMatchObject({ status: 'refunded', order_id: null, failure_message: ABANDONED_REASON, refunded_at: clock.nowIso() });
    const providerRow = await t.services.db.kysely.selectFrom('test_payment_intents').select('refunded').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(providerRow.refunded).toBe(1);
    expect(await unfinished(buyer)).toEqual([
      { payment_intent_id: intentId, amount: 91, status: 'refunded', can_finish: false, refund_at: null, refunded_at: clock.nowIso(), created_at: row.created_at },
    ]);

    const listed = (await adminPayments()).payments.find((p) => p.payment_intent_id === intentId);
    expect(listed).toEqual({
      id: row.id,
      payment_intent_id: intentId,
      username: buyer.username,
      provider: 'test',
      amount: 91,
      status: 'refunded',
      order_id: null,
      order_number: null,
      failure_message: ABANDONED_REASON,
      can_finish: false,
      refund_at: null,
      refunded_at: clock.nowIso(),
      created_at: row.created_at,
    });

    // A refunded payment never becomes an order, by either door; the job does not refund twice.
    for (const res of [await finish(buyer, intentId), await postCheckout(t.app, buyer, intentId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: SHOP_ERRORS.paymentRefunded });
    }
    expect(await stockOf(t.app, lantern.id)).toBe(6);
    expect((await settlePayments(t.services)).refunded).toBe(0);
  });

  it('tries a refund again when the provider failed the first time', async () => {
    const { intentId } = await abandonedPayment();
    clock.advance(LIMITS.abandonedPaymentGraceMs + 1000);
    const refund = vi.spyOn(t.services.payments, 'refund').mockRejectedValueOnce(new Error('provider unreachable'));
    expect((await settlePayments(t.services)).refunded).toBe(0);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'refunded', refunded_at: null });
    expect((await settlePayments(t.services)).refunded).toBe(1);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund).toHaveBeenLastCalledWith(intentId, `clanhall-refund-${intentId}`);
    expect((await paymentRow(t.app, intentId)).refunded_at).toBe(clock.nowIso());
  });

  it('finds a payment the provider took without the app hearing of it (a crash between the two)', async () => {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents: 700 });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const intent = (await createIntent(t.app, buyer, { amount: 700, shipping: SHIPPING })).json();
    await (t.services.payments as TestPaymentProvider).succeed(intent.clientSecret);
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('requires_payment');

    expect(await unfinished(buyer)).toMatchObject([{ payment_intent_id: intent.paymentIntentId, status: 'succeeded', can_finish: true }]);
    expect((await finish(buyer, intent.paymentIntentId)).statusCode).toBe(201);
  });

  it('cancels an intent never paid within a day; it can no longer be paid', async () => {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents: 300 });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const intent = (await createIntent(t.app, buyer, { amount: 300 })).json();
    clock.advance(STALE_INTENT_MS - 1000);
    await settlePayments(t.services);
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('requires_payment');
    clock.advance(2000);
    expect((await settlePayments(t.services)).canceled).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('canceled');
    expect((await t.services.payments.retrieveIntent(intent.paymentIntentId))?.status).toBe('canceled');
    const res = await confirmCard(t.app, buyer, intent.clientSecret);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.paymentNotSucceeded });
  });

  it('refuses to finish a payment made without shipping details (400), someone else’s (409), or an unknown one (404)', async () => {
    const { buyer, intentId } = await abandonedPayment({ shipping: false });
    const missing = await finish(buyer, intentId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: SHOP_ERRORS.shippingMissing });
    // The checkout with the shipping fields still works.
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(201);

    const other = await abandonedPayment();
    const stranger = await createUser(t.app);
    const foreign = await finish(stranger, other.intentId);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toEqual({ error: SHOP_ERRORS.paymentNotYours });
    expect(await unfinished(stranger)).toEqual([]);

    const unknown = await finish(buyer, 'pi_test_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SHOP_ERRORS.paymentNotFound });

    const invalid = await t.app.inject({ method: 'POST', url: '/api/shop/payments/finish', headers: buyer.auth, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain('payment_intent_id is required');
  });

  it('lists every payment for the back office, newest first, a page at a time by cursor, with which order it became', async () => {
    const { buyer, intentId } = await abandonedPayment();
    clock.advance(1000);
    const made = (await finish(buyer, intentId)).json().order;
    await abandonedPayment();
    await abandonedPayment();
    const all = await adminPayments('?limit=500');
    expect(all.next_cursor).toBeNull();
    expect(all).not.toHaveProperty('total');
    const ids = all.payments.map((p) => p.id as number);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.payments.find((p) => p.payment_intent_id === intentId)).toMatchObject({ order_id: made.id, order_number: made.order_number, status: 'succeeded', username: buyer.username });

    // Page after page of two, each payment once, until next_cursor is null.
    const walked: unknown[] = [];
    let cursor: number | null = null;
    do {
      const page: Awaited<ReturnType<typeof adminPayments>> = await adminPayments(`?limit=2${cursor === null ? '' : `&before=${cursor}`}`);
      expect(page.payments.length).toBeLessThanOrEqual(2);
      walked.push(...page.payments);
      cursor = page.next_cursor;
      if (cursor !== null) expect(cursor).toBe(page.payments.at(-1)!.id);
    } while (cursor !== null && walked.length <= all.payments.length);
    expect(walked).toEqual(all.payments);
    expect((await adminPayments()).payments).toEqual(all.payments.slice(0, LIMITS.adminListPageDefault));

    for (const query of ['limit=0', 'limit=abc', 'before=0', 'before=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(/limit|before/);
    }

    const member = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/payments/unfinished' })).statusCode).toBe(401);
  });
});
