// Kysely queries on membership_plans (docs/product/membership.md): the public list of active
// plans by sort_order then id (the index membership_plans_order), the back office's list with
// how many hold each plan, and the writes. A plan is deleted only while no membership and no
// payment names it (the foreign keys would refuse it anyway): one conditional statement.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { MembershipPlansTable } from '../../../db/schema.js';

export type PlanRow = Selectable<MembershipPlansTable>;
export type PlanWithCountRow = PlanRow & { member_count: number | string };

export function listActivePlans(db: Executor): Promise<PlanRow[]> {
  return db.selectFrom('membership_plans').selectAll().where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute();
}

/** Every plan, with its memberships that are not lapsed, counted in one grouped join. */
export function listPlansWithCounts(db: Executor): Promise<PlanWithCountRow[]> {
  return db
    .selectFrom('membership_plans as p')
    .leftJoin('memberships as m', (join) => join.onRef('m.plan_id', '=', 'p.id').on('m.status', '!=', 'lapsed'))
    .selectAll('p')
    .select((eb) => eb.fn.count<number>('m.id').as('member_count'))
    .groupBy('p.id')
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

export async function countPlanMembers(db: Executor, planId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('plan_id', '=', planId)
    .where('status', '!=', 'lapsed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('membership_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPlan(db: Executor, values: Insertable<MembershipPlansTable>): Promise<PlanRow> {
  return db.insertInto('membership_plans').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlanRow(db: Executor, id: number, values: Updateable<MembershipPlansTable>): Promise<PlanRow | undefined> {
  return db.updateTable('membership_plans').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the plan if nobody ever held it or paid (or began to pay) for it; the row deleted, if any. */
export function deleteUnusedPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  return db
    .deleteFrom('membership_plans')
    .where('id', '=', id)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb.selectFrom('memberships').select('memberships.id').whereRef('memberships.plan_id', '=', 'membership_plans.id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('membership_payments')
              .select('membership_payments.id')
              .whereRef('membership_payments.plan_id', '=', 'membership_plans.id'),
          ),
        ),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}
