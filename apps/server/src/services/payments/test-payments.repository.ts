// Kysely queries on test_payment_intents (test-payment-provider.ts; docs/product/shop-and-payments.md): the test
// provider's intents, by id (the primary key) or client secret (unique).
import type { Insertable, Selectable } from 'kysely';
import { inList } from '../../db/in-list.js';
import type { TestPaymentIntentsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type IntentRow = Selectable<TestPaymentIntentsTable>;

/** These intents' rows (one query for the reads asked for meanwhile). */
export function findIntents(db: Executor, ids: readonly string[]): Promise<IntentRow[]> {
  return db.selectFrom('test_payment_intents').selectAll().where('id', 'in', inList(ids)).execute();
}

/** The intent of this client secret, if any. */
export function findIntentBySecret(db: Executor, clientSecret: string): Promise<IntentRow | undefined> {
  return db.selectFrom('test_payment_intents').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
}

/** A new intent; an id already there (the same idempotency key sent again) is left as it is. */
export async function insertIntentUnlessPresent(db: Executor, values: Insertable<TestPaymentIntentsTable>): Promise<void> {
  await db
    .insertInto('test_payment_intents')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Marks refunded those of the intents that succeeded, in one write; returns their ids. */
export async function refundSucceededIntents(db: Executor, ids: readonly string[], nowIso: string): Promise<string[]> {
  const rows = await db
    .updateTable('test_payment_intents')
    .set({ refunded: 1, updated_at: nowIso })
    .where('id', 'in', inList(ids))
    .where('status', '=', 'succeeded')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Cancels the intent if it still waits for a payment (a succeeded one stays succeeded). */
export async function cancelWaitingIntent(db: Executor, id: string, nowIso: string): Promise<void> {
  await db
    .updateTable('test_payment_intents')
    .set({ status: 'canceled', updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'requires_payment_method')
    .execute();
}

/**
 * Marks the intent of this client secret succeeded if it still waits for a payment (not if
 * cancelled), with what the card that paid does on later charges.
 */
export async function succeedWaitingIntent(
  db: Executor,
  clientSecret: string,
  nowIso: string,
  paymentMethod: string,
): Promise<void> {
  await db
    .updateTable('test_payment_intents')
    .set({ status: 'succeeded', payment_method: paymentMethod, updated_at: nowIso })
    .where('client_secret', '=', clientSecret)
    .where('status', '=', 'requires_payment_method')
    .execute();
}
