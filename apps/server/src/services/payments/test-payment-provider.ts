// The built-in test provider (docs/product/shop-and-payments.md): stands in for Stripe with the same flow, offline.
// Its intents live in the database (test_payment_intents), so every process and every restart
// sees them. A card is confirmed by POST /api/shop/test-payments/confirm with Stripe's test-card
// meanings (card-rules.ts). It keeps Stripe's rules where the checkout relies on them: an
// idempotency key makes one intent however often it is sent, only a succeeded intent can be
// refunded, and a succeeded one cannot be cancelled. The card that paid is remembered by what
// it does on later charges (card-rules.ts), so a membership's renewal charges it again
// (chargeSaved): an intent of its own per idempotency key, paid or left unpaid.
import { createHash, randomBytes } from 'node:crypto';
import { CARD_ERRORS } from '@clanhall/shared';
import type { Db } from '../../db/database.js';
import { groupedCalls } from '../../lib/grouped-calls.js';
import type { Clock } from '../clock.js';
import { savedCardRefusal, type SavedCardMethod } from './card-rules.js';
import type { PaymentProvider, ProviderIntent, SavedCharge } from './payment-provider.js';
import {
  cancelWaitingIntent,
  findIntentBySecret,
  findIntents,
  insertIntentUnlessPresent,
  refundSucceededIntents,
  succeedWaitingIntent,
  type IntentRow,
} from './test-payments.repository.js';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  readonly mode: 'test';
  /**
   * Marks the intent of this client secret succeeded (unless cancelled), paid by a card that
   * does `paymentMethod` on later charges; null when no such intent exists.
   */
  succeed(clientSecret: string, paymentMethod?: SavedCardMethod): Promise<ProviderIntent | null>;
  findBySecret(clientSecret: string): Promise<ProviderIntent | null>;
  chargeSaved: NonNullable<PaymentProvider['chargeSaved']>;
}

const statusOf = (row: IntentRow): ProviderIntent['status'] =>
  row.status === 'succeeded' ? 'succeeded' : row.status === 'canceled' ? 'canceled' : 'requires_payment';

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  status: statusOf(row),
  amountCents: row.amount_cents,
  currency: row.currency,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  ...(row.payment_method ? { paymentMethod: row.payment_method } : {}),
});

/** Like Stripe, a key names one intent: sent again (a retried request), it answers the same one. */
const intentIdFor = (idempotencyKey: string) => `pi_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

export function createTestPaymentProvider(deps: { db: Db; clock: Clock }): TestPaymentProvider {
  const db = deps.db.kysely;

  // The intents asked for meanwhile, read in one query (lib/grouped-calls.ts).
  const readRows = groupedCalls(async (ids: string[]) => {
    const rows = await findIntents(db, ids);
    return new Map(rows.map((row) => [row.id, row]));
  });
  const findRow = async (id: string) => (await readRows(id)).get(id);

  async function findBySecret(clientSecret: string) {
    const row = await findIntentBySecret(db, clientSecret);
    return row ? toIntent(row) : null;
  }

  // Stripe refunds only a charge that was made: one conditional write, no read first. The
  // refunds asked for meanwhile go in the same write (a sell-out refunds most of a rush at once).
  const refundIntents = groupedCalls(async (ids: string[]) => new Set(await refundSucceededIntents(db, ids, deps.clock.nowIso())));

  /** One intent per idempotency key; `charge`: an off-session charge of a saved card, made paid or refused. */
  async function insertIntent(
    input: { amountCents: number; currency: string; metadata: Record<string, string>; idempotencyKey: string },
    charge?: { paymentMethod: string; paid: boolean },
  ) {
    const id = intentIdFor(input.idempotencyKey);
    const now = deps.clock.nowIso();
    await insertIntentUnlessPresent(db, {
      id,
      client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      amount_cents: input.amountCents,
      currency: input.currency,
      status: charge?.paid ? 'succeeded' : 'requires_payment_method',
      payment_method: charge?.paymentMethod ?? null,
      metadata: JSON.stringify(input.metadata),
      created_at: now,
      updated_at: now,
    });
    const row = await findRow(id);
    if (!row) throw new Error(`test payment intent ${id} vanished`);
    return row;
  }

  return {
    name: 'test',
    mode: 'test',
    publishableKey: '',
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const row = await insertIntent({ amountCents, currency, metadata, idempotencyKey });
      return { id: row.id, clientSecret: row.client_secret };
    },
    async chargeSaved({ paymentMethod, amountCents, currency, metadata, idempotencyKey }): Promise<SavedCharge> {
      const refusal = savedCardRefusal(paymentMethod);
      // Paid or refused as it is made: the one write decides, so the same key sent again
      // (two processes renewing at once) finds the same outcome.
      const row = await insertIntent(
        { amountCents, currency, metadata, idempotencyKey },
        { paymentMethod, paid: refusal === null },
      );
      const paid = row.status === 'succeeded';
      return {
        id: row.id,
        status: paid ? 'succeeded' : 'failed',
        amountCents: row.amount_cents,
        failureMessage: paid ? null : (savedCardRefusal(row.payment_method ?? '') ?? CARD_ERRORS.declined),
      };
    },
    async retrieveIntent(id) {
      const row = await findRow(id);
      return row ? toIntent(row) : null;
    },
    async refund(id) {
      if (!(await refundIntents(id)).has(id)) throw new Error(`test payment intent ${id} has no payment to refund`);
    },
    async cancel(id) {
      await cancelWaitingIntent(db, id, deps.clock.nowIso());
      const row = await findRow(id);
      return row ? toIntent(row) : null;
    },
    findBySecret,
    async succeed(clientSecret, paymentMethod = 'pm_card_ok') {
      await succeedWaitingIntent(db, clientSecret, deps.clock.nowIso(), paymentMethod);
      return findBySecret(clientSecret);
    },
  };
}
