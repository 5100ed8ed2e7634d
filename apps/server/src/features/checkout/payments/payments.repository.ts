// Kysely queries on payments: the app's record of every intent on its way to an order
// (docs/product/shop-and-payments.md). Status moves only forward (requires_payment → succeeded → refunded, or
// → failed/canceled), each update conditional on the status it leaves, so a replayed webhook,
// a retried confirmation or the job racing a checkout cannot move it back.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentRecordStatus } from '@clanhall/shared';
import type { PaymentsTable } from '../../../db/schema.js';
import type { Dialect } from '../../../db/database.js';
import { inList } from '../../../db/in-list.js';
import type { Executor } from '../../../db/executor.js';

export type PaymentRow = Selectable<PaymentsTable>;
export function insertPayment(db: Executor, values: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findPaymentByIntent(db: Executor, intentId: string) {
  return db.selectFrom('payments').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
}

export function findPaymentsByIntents(db: Executor, intentIds: readonly string[]) {
  return db.selectFrom('payments').selectAll().where('intent_id', 'in', inList(intentIds)).execute();
}

/**
 * The payment read inside a write transaction and held until it ends: every decision about a
 * payment (turn it into an order, refund it) is made under this lock, so two calls with the same
 * intent, or a checkout and the payments job, take turns. The one exception is a single
 * conditional write, updatePaymentsUnlessOrdered, whose conditions re-check what the lock guards.
 * PostgreSQL: the row's FOR UPDATE lock, taken by the read itself (one round trip, where an
 * advisory lock and then the read were two). SQLite: the transaction already holds the
 * database's write lock (db/write-transaction.ts).
 */
export function lockPayment(db: Executor, id: number, dialect: Dialect) {
  const query = db.selectFrom('payments').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function deletePayment(db: Executor, id: number) {
  return db.deleteFrom('payments').where('id', '=', id).execute();
}

/** Writes `values` when the payment is still in one of `from`; the row afterwards, or undefined. */
export function updatePaymentFrom(db: Executor, id: number, from: readonly PaymentRecordStatus[], values: Updateable<PaymentsTable>) {
  return db.updateTable('payments').set(values).where('id', '=', id).where('status', 'in', from).returningAll().executeTakeFirst();
}

/**
 * updatePaymentFrom for several payments, only while each has not become an order, without
 * their locks: the rows it changed. One conditional write (the sold-out decision before any
 * transaction), whose conditions re-check what lockPayment guards.
 */
export function updatePaymentsUnlessOrdered(db: Executor, ids: readonly number[], from: readonly PaymentRecordStatus[], values: Updateable<PaymentsTable>) {
  return db.updateTable('payments').set(values).where('id', 'in', inList(ids)).where('status', 'in', from).where('order_id', 'is', null).returningAll().execute();
}

/** The provider's refund went through for these payments (refunded_at, the second step of refunds.ts). */
export async function markRefunded(db: Executor, ids: readonly number[], now: string): Promise<void> {
  await db.updateTable('payments').set({ refunded_at: now, updated_at: now }).where('id', 'in', inList(ids)).execute();
}

export function updatePayment(db: Executor, id: number, values: Updateable<PaymentsTable>) {
  return db.updateTable('payments').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** A member's payments that never became an order: paid (still finishable) or refunded. */
export function listUnfinishedPayments(db: Executor, userId: number, refundedSince: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 'succeeded'), eb.and([eb('status', '=', 'refunded'), eb('created_at', '>=', refundedSince)])]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A member's payments still waiting for the card, recent enough that the provider may have taken it. */
export function listAwaitingPayments(db: Executor, userId: number, since: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['requires_payment', 'failed'])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Paid, never an order, and paid before `paidBefore` (a succeeded row's updated_at is when it was paid). */
export function listAbandonedPayments(db: Executor, paidBefore: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'succeeded')
    .where('order_id', 'is', null)
    .where('updated_at', '<', paidBefore)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Refunds decided whose provider call has not been confirmed (a failure, a crash). */
export function listPendingRefunds(db: Executor, limit: number) {
  return db.selectFrom('payments').selectAll().where('status', '=', 'refunded').where('refunded_at', 'is', null).orderBy('updated_at').limit(limit).execute();
}

/** Intents created before `createdBefore` and never paid. */
export function listStaleIntents(db: Executor, createdBefore: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['requires_payment', 'failed'])
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * The back office's list: newest first by id (`before` the last id shown), so a deep page costs
 * what the first does; each with the number of the order it became (if any).
 */
export function listPayments(db: Executor, page: { limit: number; before?: number }) {
  let query = db.selectFrom('payments').leftJoin('orders', 'orders.id', 'payments.order_id').selectAll('payments').select('orders.order_number');
  if (page.before !== undefined) query = query.where('payments.id', '<', page.before);
  return query.orderBy('payments.id', 'desc').limit(page.limit).execute();
}
