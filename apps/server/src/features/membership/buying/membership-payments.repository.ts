// Kysely queries on membership_payments (docs/product/membership.md): the membership's own
// ledger, one row per intent (unique intent_id), beside the shop's `payments`. A join row moves
// requires_payment → succeeded (only together with the membership it started, in one
// transaction: succeeded means activated) → refunded, or → canceled; a renewal row is written
// as it was charged, succeeded or failed. Each update is conditional on the status it leaves.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentRecordStatus } from '@clanhall/shared';
import type { Dialect } from '../../../db/database.js';
import type { Executor } from '../../../db/executor.js';
import { inList } from '../../../db/in-list.js';
import type { MembershipPaymentsTable } from '../../../db/schema.js';

export type MembershipPaymentRow = Selectable<MembershipPaymentsTable>;

/** The intent id of a join row whose provider intent is not made yet (a crash leaves it for the job). */
export const PENDING_INTENT_PREFIX = 'pending:';

export function insertMembershipPayment(
  db: Executor,
  values: Insertable<MembershipPaymentsTable>,
): Promise<MembershipPaymentRow> {
  return db.insertInto('membership_payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A row for this intent unless one is there already (a renewal charged twice by two processes); the row now. */
export async function insertMembershipPaymentOnce(
  db: Executor,
  values: Insertable<MembershipPaymentsTable>,
): Promise<{ row: MembershipPaymentRow; inserted: boolean }> {
  const inserted = await db
    .insertInto('membership_payments')
    .values(values)
    .onConflict((oc) => oc.column('intent_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, inserted: true };
  return { row: (await findMembershipPayment(db, values.intent_id))!, inserted: false };
}

export function findMembershipPayment(db: Executor, intentId: string): Promise<MembershipPaymentRow | undefined> {
  return db.selectFrom('membership_payments').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
}

/** The row read inside a write transaction and held until it ends (PostgreSQL: FOR UPDATE). */
export function lockMembershipPayment(db: Executor, id: number, dialect: Dialect): Promise<MembershipPaymentRow | undefined> {
  const query = db.selectFrom('membership_payments').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function updateMembershipPayment(db: Executor, id: number, values: Updateable<MembershipPaymentsTable>) {
  return db.updateTable('membership_payments').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export function updateMembershipPaymentFrom(
  db: Executor,
  id: number,
  from: readonly PaymentRecordStatus[],
  values: Updateable<MembershipPaymentsTable>,
) {
  return db
    .updateTable('membership_payments')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export function deleteMembershipPayment(db: Executor, id: number) {
  return db.deleteFrom('membership_payments').where('id', '=', id).execute();
}

/** Join payments still waiting, last looked at before `checkedBefore` and made after `since`: paid at the provider, perhaps. */
export function listWaitingJoins(db: Executor, range: { since: string; checkedBefore: string }, limit: number) {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('status', 'in', ['requires_payment', 'failed'])
    .where('kind', '=', 'join')
    .where('created_at', '>=', range.since)
    .where('updated_at', '<', range.checkedBefore)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Join payments made before `createdBefore` and never paid: their intents are cancelled. */
export function listStaleJoins(db: Executor, createdBefore: string, limit: number) {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('status', 'in', ['requires_payment', 'failed'])
    .where('kind', '=', 'join')
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Refunds decided whose provider call has not been confirmed (a failure, a crash). */
export function listPendingRefunds(db: Executor, limit: number) {
  return db
    .selectFrom('membership_payments')
    .selectAll()
    .where('status', '=', 'refunded')
    .where('refunded_at', 'is', null)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** The provider's refund went through for these rows. */
export async function markRefunded(db: Executor, ids: readonly number[], now: string): Promise<void> {
  await db.updateTable('membership_payments').set({ refunded_at: now, updated_at: now }).where('id', 'in', inList(ids)).execute();
}

/** Touches the rows the job asked the provider about, so each is asked again only later. */
export async function markChecked(db: Executor, ids: readonly number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('membership_payments')
    .set({ updated_at: now })
    .where('id', 'in', inList(ids))
    .where('status', 'in', ['requires_payment', 'failed'])
    .execute();
}
