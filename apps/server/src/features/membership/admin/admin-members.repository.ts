// Kysely queries of the back office's members (docs/product/membership.md#back-office-and-dashboard):
// memberships newest first by id (the primary key; `before` the last id shown), one status
// when asked, each with its account and plan in the same statement; and the tiles' counts.
import type { MembershipStatus } from '@clanhall/shared';
import type { Executor } from '../../../db/executor.js';

const LIVE = ['active', 'cancelling', 'past_due'] as const;

function withAccountAndPlan(db: Executor) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .selectAll('m')
    .select(['u.username', 'u.email', 'p.name as plan_name', 'p.interval as plan_interval']);
}

export function listMemberRows(db: Executor, page: { limit: number; before?: number; status?: MembershipStatus }) {
  let query = withAccountAndPlan(db);
  if (page.status !== undefined) query = query.where('m.status', '=', page.status);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  return query.orderBy('m.id', 'desc').limit(page.limit).execute();
}

export function findMemberRow(db: Executor, id: number) {
  return withAccountAndPlan(db).where('m.id', '=', id).executeTakeFirst();
}

export function findMemberRowOfUser(db: Executor, userId: number) {
  return withAccountAndPlan(db).where('m.user_id', '=', userId).executeTakeFirst();
}

/** The tiles' figures from the memberships in force of accounts that are role member. */
export async function countMembers(db: Executor) {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .select((eb) => ['p.interval', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('p.price_cents').as('cents')])
    .where('m.status', 'in', LIVE)
    .where('u.role', '=', 'member')
    .groupBy('p.interval')
    .execute();
  return rows.map((row) => ({ interval: row.interval, count: Number(row.n), cents: Number(row.cents ?? 0) }));
}

export async function countOpenApplications(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('membership_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
