// POST /api/shop/test-payments/confirm: the built-in test provider's card field (docs/product/shop-and-payments.md),
// with Stripe's test-card meanings and words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ERRORS, LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { GOOD_CARD, confirmCard, createIntent, paymentRow, seedProduct, setCartLine } from '../checkout-fixtures.js';

describe('test card confirmation', () => {
  let t: TestApp;
  let member: CreatedUser;
  // The card rules read the time from the clock service: 2026-03.
  const clock = manualClock(new Date('2026-03-15T12:00:00.000Z'));

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    member = await createUser(t.app);
  });
  afterAll(() => t.close());

  /** A fresh intent of the member's for a one-line cart. */
  async function newIntent(buyer: CreatedUser = member) {
    const product = await seedProduct(t.app, { priceCents: 1000 });
    await t.services.db.kysely.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
    await setCartLine(t.app, buyer.id, product.id, 1);
    const res = await createIntent(t.app, buyer, { amount: 1000 });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; paymentIntentId: string };
  }

  it('pays with 4242 4242 4242 4242 and records the payment as succeeded', async () => {
    const intent = await newIntent();
    const res = await confirmCard(t.app, member, intent.clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    expect((await t.services.payments.retrieveIntent(intent.paymentIntentId))?.status).toBe('succeeded');
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('succeeded');

    // Confirming again answers what happened the first time.
    const again = await confirmCard(t.app, member, intent.clientSecret, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'succeeded' });
  });

  it.each([
    ['a declined card', { card_number: '4000 0000 0000 0002' }, CARD_ERRORS.declined],
    ['insufficient funds', { card_number: '4000000000009995' }, CARD_ERRORS.insufficientFunds],
    ['an expired card', { exp_month: 2, exp_year: 26 }, CARD_ERRORS.expired],
    ['an expiry last year', { exp_month: 12, exp_year: 2025 }, CARD_ERRORS.expired],
    ['a number failing the Luhn check', { card_number: '4242 4242 4242 4241' }, CARD_ERRORS.incorrectNumber],
    ['a number with letters', { card_number: '4242 4242 abcd 4242' }, CARD_ERRORS.incorrectNumber],
    ['a two-digit CVC', { cvc: '12' }, CARD_ERRORS.incorrectCvc],
    ['a CVC with letters', { cvc: '12a' }, CARD_ERRORS.incorrectCvc],
  ])('refuses %s with 402 and Stripe’s words, and the intent stays payable', async (_label, card, message) => {
    const buyer = await createUser(t.app);
    const intent = await newIntent(buyer);
    const res = await confirmCard(t.app, buyer, intent.clientSecret, { ...GOOD_CARD, ...card });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: message });
    expect(await paymentRow(t.app, intent.paymentIntentId)).toMatchObject({ status: 'failed', failure_message: message });
    expect((await t.services.payments.retrieveIntent(intent.paymentIntentId))?.status).toBe('requires_payment');

    const retry = await confirmCard(t.app, buyer, intent.clientSecret);
    expect(retry.json()).toEqual({ status: 'succeeded' });
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('succeeded');
  });

  it('takes the number with or without spaces, a card valid through its expiry month, a four-digit CVC', async () => {
    for (const card of [
      { card_number: '4242424242424242' },
      { card_number: ' 4242 4242 4242 4242 ' },
      { exp_month: 3, exp_year: 2026 },
      { cvc: '1234' },
    ]) {
      const buyer = await createUser(t.app);
      const intent = await newIntent(buyer);
      const res = await confirmCard(t.app, buyer, intent.clientSecret, { ...GOOD_CARD, ...card });
      expect(res.json(), JSON.stringify(card)).toEqual({ status: 'succeeded' });
    }
  });

  it("does not let anyone confirm someone else's payment, or one that does not exist (404)", async () => {
    const owner = await createUser(t.app);
    const intent = await newIntent(owner);
    const other = await createUser(t.app);
    const foreign = await confirmCard(t.app, other, intent.clientSecret);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: SHOP_ERRORS.paymentNotFound });
    expect((await paymentRow(t.app, intent.paymentIntentId)).status).toBe('requires_payment');

    const unknown = await confirmCard(t.app, owner, 'pi_test_nothing_secret_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SHOP_ERRORS.paymentNotFound });
  });

  it.each([
    ['no client secret', { client_secret: undefined }, 'client_secret is required'],
    ['month 13', { exp_month: 13 }, 'exp_month must be 1-12'],
    ['a text month', { exp_month: 'May' }, 'exp_month must be a number'],
    ['no card number', { card_number: undefined }, 'card_number is required'],
    ['no CVC', { cvc: undefined }, 'cvc is required'],
  ])('refuses %s with 400 naming the field', async (_label, change, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/test-payments/confirm',
      headers: member.auth,
      payload: { client_secret: 'pi_x_secret_y', ...GOOD_CARD, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/test-payments/confirm', payload: { client_secret: 'x', ...GOOD_CARD } });
    expect(res.statusCode).toBe(401);
  });

  it('limits card attempts per account, so card numbers cannot be tried by the thousand', async () => {
    const buyer = await createUser(t.app);
    const intent = await newIntent(buyer);
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.paymentAttemptsPerAccount; i++) {
      answers.push((await confirmCard(t.app, buyer, intent.clientSecret, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' })).statusCode);
    }
    expect(answers.slice(0, -1).every((status) => status === 402)).toBe(true);
    const limited = await confirmCard(t.app, buyer, intent.clientSecret);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: SHOP_ERRORS.tooManyPayments });
    // The window passes: the member can pay.
    clock.advance(LIMITS.paymentAttemptWindowMs + 1);
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).json()).toEqual({ status: 'succeeded' });
  });
});
