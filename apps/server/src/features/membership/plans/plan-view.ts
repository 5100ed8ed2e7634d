// Plans as the API shows them (packages/shared schemas/membership.ts): the database keeps whole
// cents, 0/1 flags and the benefits as JSON text; the API speaks dollars, booleans and a list.
import { fromCents, type AdminMembershipPlan, type MembershipPlan } from '@clanhall/shared';
import type { PlanRow } from './plans.repository.js';

/** A stored list of texts; anything else (never written by the app) reads as none. */
function benefitsOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toPlan(
  row: Pick<PlanRow, 'id' | 'name' | 'description' | 'price_cents' | 'interval' | 'benefits'>,
): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.price_cents),
    interval: row.interval,
    benefits: benefitsOf(row.benefits),
  };
}

export function toAdminPlan(row: PlanRow, memberCount: number): AdminMembershipPlan {
  return {
    ...toPlan(row),
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    member_count: memberCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
