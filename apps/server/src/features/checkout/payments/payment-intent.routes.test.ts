// POST /api/shop/create-payment-intent and GET /api/shop/payment-config (docs/product/shop-and-payments.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { SHIPPING, createIntent, nextAddress, paymentRow, seedProduct, setCartLine } from '../checkout-fixtures.js';

describe('payment intents', () => {
  let t: TestApp;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('tells the checkout which card field to show, and the shop that payments are test ones, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/payment-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'test', publishableKey: '', mode: 'test' });
  });

  it('prices the cart itself (sale prices, active products only) and records the payment', async () => {
    const buyer = await createUser(t.app);
    const cloak = await seedProduct(t.app, { priceCents: 4000, salePriceCents: 2999, stock: 5 });
    const mead = await seedProduct(t.app, { priceCents: 1250, salePriceCents: 1500, stock: 5 });
    const gone = await seedProduct(t.app, { priceCents: 999, active: false });
    await setCartLine(t.app, buyer.id, cloak.id, 2);
    await setCartLine(t.app, buyer.id, mead.id, 1);
    await setCartLine(t.app, buyer.id, gone.id, 1);

    const res = await createIntent(t.app, buyer, { amount: 2 * 2999 + 1250, shipping: SHIPPING });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ clientSecret: expect.stringMatching(/_secret_/), paymentIntentId: expect.stringMatching(/^pi_test_/), amount: 7248 });

    const row = await paymentRow(t.app, body.paymentIntentId);
    expect(row).toMatchObject({ provider: 'test', user_id: buyer.id, username: buyer.username, amount_cents: 7248, currency: 'usd', status: 'requires_payment', order_id: null });
    expect(JSON.parse(row.cart_snapshot)).toEqual([
      { product_id: cloak.id, quantity: 2, price_cents: 2999 },
      { product_id: mead.id, quantity: 1, price_cents: 1250 },
    ]);
    expect(JSON.parse(row.shipping!)).toEqual(SHIPPING);

    const intent = await t.services.payments.retrieveIntent(body.paymentIntentId);
    expect(intent).toMatchObject({ status: 'requires_payment', amountCents: 7248, metadata: { user_id: String(buyer.id), payment_id: String(row.id) } });
  });

  it('refuses an empty cart with 400', async () => {
    const res = await createIntent(t.app, member, { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.cartEmpty });
  });

  it('answers 409 to an amount that is not the cart total, and to a line above stock', async () => {
    const buyer = await createUser(t.app);
    const shield = await seedProduct(t.app, { priceCents: 5000, stock: 2 });
    await setCartLine(t.app, buyer.id, shield.id, 2);
    const wrong = await createIntent(t.app, buyer, { amount: 9999 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ error: 'Your cart has changed. Please review your order.' });

    await setCartLine(t.app, buyer.id, shield.id, 3);
    const over = await createIntent(t.app, buyer, { amount: 15000 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: SHOP_ERRORS.cartChanged });
    expect(await t.services.db.kysely.selectFrom('payments').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
  });

  it.each([
    ['no amount', {}, 'amount'],
    ['a text amount', { amount: 'lots' }, 'amount'],
    ['a fractional amount', { amount: 10.5 }, 'amount must be a whole number of cents'],
    ['a negative amount', { amount: -1 }, 'amount must not be negative'],
    ['shipping without an email', { amount: 100, shipping: { ...SHIPPING, email: 'nope' } }, 'Please enter a valid email address'],
    ['shipping without a city', { amount: 100, shipping: { ...SHIPPING, city: ' ' } }, 'City is required'],
  ])('refuses %s with 400 naming the field', async (_label, payload, message) => {
    const res = await createIntent(t.app, member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/create-payment-intent', payload: { amount: 100 } });
    expect(res.statusCode).toBe(401);
  });

  it('limits payment attempts per account', async () => {
    const buyer = await createUser(t.app);
    const answers = [];
    for (let i = 0; i < LIMITS.paymentAttemptsPerAccount + 1; i++) answers.push((await createIntent(t.app, buyer, { amount: 100 })).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const res = await createIntent(t.app, buyer, { amount: 100 });
    expect(res.json()).toEqual({ error: SHOP_ERRORS.tooManyPayments });
  });

  it('limits payment attempts per address, across accounts', async () => {
    const address = nextAddress();
    const buyers = await Promise.all(Array.from({ length: Math.ceil(LIMITS.paymentAttemptsPerAddress / 10) + 1 }, () => createUser(t.app)));
    const answers: number[] = [];
    for (const buyer of buyers) for (let i = 0; i < 10; i++) answers.push((await createIntent(t.app, buyer, { amount: 100 }, address)).statusCode);
    expect(answers.filter((status) => status === 400)).toHaveLength(LIMITS.paymentAttemptsPerAddress);
    expect(answers.slice(LIMITS.paymentAttemptsPerAddress).every((status) => status === 429)).toBe(true);
  });
});
