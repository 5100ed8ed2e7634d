// The test provider's saved card (docs/product/membership.md#renewal): the card that confirmed an
// intent is charged again off-session; 4000 0000 0000 0341 pays the first time and fails every
// later charge; one charge per idempotency key, whoever asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ERRORS } from '@clanhall/shared';
import { manualClock } from '../clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { savedCardMethod } from './card-rules.js';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-payment-provider.js';

describe('saved card charges', () => {
  let database: TestDatabase;
  let provider: TestPaymentProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestPaymentProvider({ db: database.db, clock: manualClock() });
  });
  afterAll(() => database.cleanup());

  it('names the card by what it does later', () => {
    expect(savedCardMethod({ card_number: '4242 4242 4242 4242' })).toBe('pm_card_ok');
    expect(savedCardMethod({ card_number: '4000 0000 0000 0341' })).toBe('pm_card_fails_later');
    expect(savedCardMethod({ card_number: '4000-0000-0000-0341' })).toBe('pm_card_fails_later');
  });

  it('remembers the confirming card on the intent', async () => {
    const { id, clientSecret } = await provider.createIntent({ amountCents: 900, currency: 'usd', metadata: {}, idempotencyKey: 'first' });
    expect((await provider.retrieveIntent(id))?.paymentMethod).toBeUndefined();
    await provider.succeed(clientSecret, 'pm_card_fails_later');
    expect(await provider.retrieveIntent(id)).toMatchObject({ status: 'succeeded', paymentMethod: 'pm_card_fails_later' });
  });

  it('charges a good saved card, once per key', async () => {
    const charge = () => provider.chargeSaved({ paymentMethod: 'pm_card_ok', amountCents: 900, currency: 'usd', metadata: { purpose: 'x' }, idempotencyKey: 'renewal-1' });
    const [a, b] = await Promise.all([charge(), charge()]);
    expect(a).toEqual({ id: expect.stringMatching(/^pi_test_/), status: 'succeeded', amountCents: 900, failureMessage: null });
    expect(b).toEqual(a);
    expect((await provider.retrieveIntent(a.id))?.status).toBe('succeeded');
  });

  it('refuses every later charge of the failing card, in Stripe’s words', async () => {
    const result = await provider.chargeSaved({ paymentMethod: 'pm_card_fails_later', amountCents: 900, currency: 'usd', metadata: {}, idempotencyKey: 'renewal-2' });
    expect(result).toMatchObject({ status: 'failed', failureMessage: CARD_ERRORS.declined });
    expect((await provider.retrieveIntent(result.id))?.status).toBe('requires_payment');
    // Nothing to refund.
    await expect(provider.refund(result.id, 'k')).rejects.toThrow(/no payment to refund/);
  });
});
