// GET /api/membership/plans (docs/product/membership.md Plans): the active plans by sort order,
// the same for every visitor (an anonymous read, kept across sign-in and sign-out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipPlan } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { membershipKeys } from './keys';

export const plansQuery = queryOptions({
  queryKey: membershipKeys.plans,
  queryFn: async () => (await http.get<{ plans: MembershipPlan[] }>('/api/membership/plans', { anonymous: true })).plans,
  staleTime: PUBLIC_STALE_MS,
  meta: { public: true },
});

export function usePlans(enabled: boolean) {
  return useQuery({ ...plansQuery, enabled });
}
