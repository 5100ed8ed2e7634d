// Kysely queries of the renewal job (docs/product/membership.md#renewal): the memberships whose
// moment has come, each with its plan and account, walked by the (status, current_period_end)
// index: recurring ones at their period's end, past-due ones (with their last attempt), and
// cancelled ones at their end.
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { Database, MembershipsTable } from '../../../db/schema.js';

/** When the membership's renewal was last tried (a correlated subquery on its account's renewal payments). */
const lastAttempt = (eb: ExpressionBuilder<Database & { m: MembershipsTable }, 'm'>) =>
  eb
    .selectFrom('membership_payments as mp')
    .select((e) => e.fn.max('mp.created_at').as('at'))
    .whereRef('mp.user_id', '=', 'm.user_id')
    .where('mp.kind', '=', 'renewal');

function withPlanAndAccount(db: Executor) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['p.name as plan_name', 'p.price_cents', 'p.interval', 'u.username', 'u.email']);
}

export type DueMembershipRow = Awaited<ReturnType<typeof listDueRenewals>>[number];

/**
 * Active recurring memberships at or past their period's end, the earliest first; not those of
 * a provider's subscription (Stripe charges them itself and says so through the webhook).
 */
export function listDueRenewals(db: Executor, nowIso: string, limit: number) {
  return withPlanAndAccount(db)
    .where('m.status', '=', 'active')
    .where('m.subscription_id', 'is', null)
    .where('m.current_period_end', 'is not', null)
    .where('m.current_period_end', '<=', nowIso)
    .orderBy('m.current_period_end')
    .limit(limit)
    .execute();
}

/**
 * Past-due memberships with something to do: to lapse (past due since `lapseBefore`), or to
 * try again (not tried since `retryBefore`); with when their renewal was last tried.
 */
export function listPastDue(db: Executor, due: { lapseBefore: string; retryBefore: string }, limit: number) {
  return withPlanAndAccount(db)
    .select((eb) => lastAttempt(eb).as('last_attempt_at'))
    .where('m.status', '=', 'past_due')
    .where((eb) =>
      eb.or([
        eb('m.past_due_since', '<=', due.lapseBefore),
        // A provider's subscription is tried again by the provider itself.
        eb.and([
          eb('m.subscription_id', 'is', null),
          eb(eb.fn.coalesce(lastAttempt(eb), 'm.past_due_since'), '<=', due.retryBefore),
        ]),
      ]),
    )
    .orderBy('m.past_due_since')
    .limit(limit)
    .execute();
}

/** Memberships being cancelled whose period has ended. */
export function listEndedCancellations(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['u.username', 'u.email'])
    .where('m.status', '=', 'cancelling')
    .where('m.current_period_end', '<=', nowIso)
    .orderBy('m.current_period_end')
    .limit(limit)
    .execute();
}
