// GET /api/shop/payments/unfinished asks the payment provider about the member's intents still
// waiting for the card (a Stripe round trip each): at most LIMITS.unfinishedProviderLookupsPerAccount
// a minute per account, past which the list is what the database knows. The provider is the real
// test provider wrapped in a decorator that counts its look-ups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import type { PaymentProvider } from '../../../services/payments/payment-provider.js';
import type { TestPaymentProvider } from '../../../services/payments/test-payment-provider.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { createIntent, seedProduct, setCartLine } from '../checkout-fixtures.js';

/** The provider as it is, counting retrieveIntent calls (what costs a round trip to Stripe). */
function countingLookups(provider: TestPaymentProvider) {
  const counted = { lookups: 0 };
  const counting: TestPaymentProvider = {
    ...provider,
    retrieveIntent: (id: string) => {
      counted.lookups += 1;
      return provider.retrieveIntent(id);
    },
  };
  return { provider: counting as PaymentProvider, counted };
}

describe('provider look-ups of GET /api/shop/payments/unfinished', () => {
  let t: TestApp;
  let counted: { lookups: number };
  const clock = manualClock(new Date());

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    // The app's own provider (its intents live in the app's database), seen through the counter.
    const wrapped = countingLookups(t.services.payments as TestPaymentProvider);
    t.services.payments = wrapped.provider;
    counted = wrapped.counted;
  });
  afterAll(() => t.close());

  const unfinished = async (buyer: CreatedUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/payments/unfinished', headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    return res.json().payments as { payment_intent_id: string; status: string }[];
  };

  /** A member with `count` intents waiting for the card; their client secrets. */
  async function waitingIntents(count: number) {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents: 900 });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const intents: { clientSecret: string; paymentIntentId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const res = await createIntent(t.app, buyer, { amount: 900 });
      expect(res.statusCode, res.body).toBe(200);
      intents.push(res.json());
    }
    return { buyer, intents };
  }

  it(`makes at most ${LIMITS.unfinishedProviderLookupsPerAccount} look-ups a minute however often the list is asked for`, async () => {
    const { buyer, intents } = await waitingIntents(5);
    counted.lookups = 0;
    for (let i = 0; i < 50; i++) expect(await unfinished(buyer)).toEqual([]);
    // Without the budget: 5 look-ups per call, 250 in all.
    expect(counted.lookups).toBe(LIMITS.unfinishedProviderLookupsPerAccount);

    // Paid at the provider without the app hearing of it: past the budget, the list is what
    // the database knows; a minute later the look-ups find it.
    await (t.services.payments as TestPaymentProvider).succeed(intents[0]!.clientSecret);
    expect(await unfinished(buyer)).toEqual([]);
    expect(counted.lookups).toBe(LIMITS.unfinishedProviderLookupsPerAccount);
    clock.advance(LIMITS.unfinishedProviderLookupWindowMs);
    expect(await unfinished(buyer)).toMatchObject([{ payment_intent_id: intents[0]!.paymentIntentId, status: 'succeeded' }]);
    expect(counted.lookups).toBeGreaterThan(LIMITS.unfinishedProviderLookupsPerAccount);
  });

  it('gives every account a budget of its own', async () => {
    clock.advance(LIMITS.unfinishedProviderLookupWindowMs);
    const first = await waitingIntents(5);
    const second = await waitingIntents(1);
    for (let i = 0; i < 3; i++) await unfinished(first.buyer);
    counted.lookups = 0;
    await unfinished(second.buyer);
    expect(counted.lookups).toBe(1);
  });
});
