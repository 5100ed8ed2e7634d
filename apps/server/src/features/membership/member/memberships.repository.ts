// Kysely queries on memberships for the member's own membership (docs/product/membership.md):
// the account's one row with its plan, read by the unique user_id, and the state changes that
// cancel and resume make, each conditional on the state it leaves.
import type { Selectable, Updateable } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { Executor } from '../../../db/executor.js';
import type { MembershipsTable } from '../../../db/schema.js';

export type MembershipRow = Selectable<MembershipsTable>;

/** A membership with its plan's public fields (null without a plan) and the mode of its payments. */
export interface MembershipWithPlanRow extends MembershipRow {
  plan_name: string | null;
  plan_description: string | null;
  plan_price_cents: number | null;
  plan_interval: 'month' | 'year' | 'lifetime' | null;
  plan_benefits: string | null;
}

export function findMembershipWithPlan(db: Executor, userId: number): Promise<MembershipWithPlanRow | undefined> {
  return db
    .selectFrom('memberships as m')
    .leftJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .selectAll('m')
    .select([
      'p.name as plan_name',
      'p.description as plan_description',
      'p.price_cents as plan_price_cents',
      'p.interval as plan_interval',
      'p.benefits as plan_benefits',
    ])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export function findMembership(db: Executor, userId: number): Promise<MembershipRow | undefined> {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The membership a provider's subscription pays for (the memberships_subscription index). */
export function findMembershipBySubscription(db: Executor, subscriptionId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .selectAll('m')
    .select(['u.username', 'u.email', 'p.name as plan_name', 'p.interval'])
    .where('m.subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/**
 * The account's membership read inside a write transaction and held until it ends.
 * PostgreSQL: the row's FOR UPDATE lock; SQLite: the transaction holds the write lock already.
 */
export function lockMembership(db: Executor, userId: number, dialect: Dialect): Promise<MembershipRow | undefined> {
  const query = db.selectFrom('memberships').selectAll().where('user_id', '=', userId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function updateMembershipFrom(
  db: Executor,
  id: number,
  from: readonly MembershipRow['status'][],
  values: Updateable<MembershipsTable>,
) {
  return db
    .updateTable('memberships')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The mode (test or live) of the account's last payment that went through, for 'Test payment'. */
export async function lastPaymentMode(db: Executor, userId: number) {
  const row = await db
    .selectFrom('membership_payments')
    .select('payment_mode')
    .where('user_id', '=', userId)
    .where('status', 'in', ['succeeded', 'refunded'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.payment_mode ?? null;
}
