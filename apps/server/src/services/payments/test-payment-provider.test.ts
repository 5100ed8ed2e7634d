// The built-in test provider keeps Stripe's rules the checkout relies on: one intent per
// idempotency key, refunds only of paid intents, a paid intent cannot be cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-payment-provider.js';

describe('test payment provider', () => {
  let database: TestDatabase;
  let provider: TestPaymentProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createTestPaymentProvider({ db: database.db, clock: manualClock() });
  });
  afterAll(() => database.cleanup());

  const newIntent = (key = `key-${Math.random()}`) => provider.createIntent({ amountCents: 1500, currency: 'usd', metadata: { user_id: '4' }, idempotencyKey: key });

  it('makes one intent per idempotency key', async () => {
    const first = await newIntent('same-key');
    expect(await newIntent('same-key')).toEqual(first);
    expect((await newIntent('other-key')).id).not.toBe(first.id);
    expect(await provider.retrieveIntent(first.id)).toEqual({ id: first.id, status: 'requires_payment', amountCents: 1500, currency: 'usd', metadata: { user_id: '4' } });
  });

  it('succeeds an intent by its client secret, once', async () => {
    const { id, clientSecret } = await newIntent();
    expect((await provider.succeed(clientSecret))?.status).toBe('succeeded');
    expect((await provider.findBySecret(clientSecret))?.id).toBe(id);
    expect(await provider.succeed('no-such-secret')).toBeNull();
  });

  it('refunds only a paid intent', async () => {
    const unpaid = await newIntent();
    await expect(provider.refund(unpaid.id, 'k')).rejects.toThrow(/no payment to refund/);
    const paid = await newIntent();
    await provider.succeed(paid.clientSecret);
    await provider.refund(paid.id, 'k');
    await provider.refund(paid.id, 'k');
    const row = await database.db.kysely.selectFrom('test_payment_intents').select('refunded').where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(row.refunded).toBe(1);
  });

  it('cancels an unpaid intent, which can then not be paid; a paid one stays paid', async () => {
    const unpaid = await newIntent();
    expect((await provider.cancel(unpaid.id))?.status).toBe('canceled');
    expect((await provider.succeed(unpaid.clientSecret))?.status).toBe('canceled');
    const paid = await newIntent();
    await provider.succeed(paid.clientSecret);
    expect((await provider.cancel(paid.id))?.status).toBe('succeeded');
    expect(await provider.cancel('pi_test_missing')).toBeNull();
  });
});
