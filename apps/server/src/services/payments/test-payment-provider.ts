// The built-in test provider (platform.md §5): stands in for Stripe with the same flow, offline.
// Its intents live in the database (test_payment_intents), so every process and every restart
// sees them. A card is confirmed by POST /api/shop/test-payments/confirm with Stripe's test-card
// meanings (card-rules.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Marks the intent of this client secret succeeded; null when no such intent exists. */
  succeed(clientSecret: string): Promise<ProviderIntent | null>;
  findBySecret(clientSecret: string): Promise<ProviderIntent | null>;
}

const statusOf = (row: { status: string; refunded: number }): ProviderIntent['status'] =>
  row.status === 'succeeded' ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'requires_payment';

export function createTestPaymentProvider(deps: { db: Db; clock: Clock }): TestPaymentProvider {
  const db = deps.db.kysely;
  const toIntent = (row: { id: string; status: string; refunded: number; amount_cents: number; currency: string; metadata: string }): ProviderIntent => ({
    id: row.id,
    status: statusOf(row),
    amountCents: row.amount_cents,
    currency: row.currency,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
  });

  async function findBySecret(clientSecret: string) {
    const row = await db.selectFrom('test_payment_intents').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  return {
    name: 'test',
    publishableKey: '',
    async createIntent({ amountCents, currency, metadata }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const now = deps.clock.nowIso();
      await db
        .insertInto('test_payment_intents')
        .values({
          id,
          client_secret: clientSecret,
          amount_cents: amountCents,
          currency,
          status: 'requires_payment_method',
          metadata: JSON.stringify(metadata),
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const row = await db.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toIntent(row) : null;
    },
    async refund(id) {
      await db.updateTable('test_payment_intents').set({ refunded: 1, updated_at: deps.clock.nowIso() }).where('id', '=', id).execute();
    },
    findBySecret,
    async succeed(clientSecret) {
      await db
        .updateTable('test_payment_intents')
        .set({ status: 'succeeded', updated_at: deps.clock.nowIso() })
        .where('client_secret', '=', clientSecret)
        .where('status', '=', 'requires_payment_method')
        .execute();
      return findBySecret(clientSecret);
    },
  };
}
