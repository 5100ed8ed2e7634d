// A membership as the member's API shows it (packages/shared membershipView): the plan's public
// fields, its state, and whether it is charged again at the period's end.
import type { MembershipView, PaymentMode } from '@clanhall/shared';
import { toPlan } from '../plans/plan-view.js';
import type { MembershipRow, MembershipWithPlanRow } from './memberships.repository.js';

/** Charged again at current_period_end: a recurring plan, neither cancelled nor ended. */
export const renews = (row: Pick<MembershipRow, 'status' | 'plan_id' | 'current_period_end'>): boolean =>
  row.plan_id !== null && row.current_period_end !== null && (row.status === 'active' || row.status === 'past_due');

export function toMembershipView(row: MembershipWithPlanRow, paymentMode: PaymentMode | null): MembershipView {
  const plan =
    row.plan_id !== null && row.plan_name !== null
      ? toPlan({
          id: row.plan_id,
          name: row.plan_name,
          description: row.plan_description ?? '',
          price_cents: row.plan_price_cents ?? 0,
          interval: row.plan_interval ?? 'lifetime',
          benefits: row.plan_benefits ?? '[]',
        })
      : null;
  return {
    plan,
    status: row.status,
    source: row.source,
    started_at: row.started_at,
    current_period_end: row.current_period_end,
    renews: renews(row),
    payment_mode: row.provider ? paymentMode : null,
  };
}
