// GET /api/admin/membership/plans → { plans }: every plan, inactive ones too, by sort order, with
// how many hold each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMembershipPlan } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminPlansKey } from './keys';

export function getAdminPlans(): Promise<{ plans: AdminMembershipPlan[] }> {
  return http.get('/api/admin/membership/plans');
}

const adminPlansQuery = queryOptions({ queryKey: adminPlansKey, queryFn: getAdminPlans, staleTime: 0 });

export function useAdminPlans() {
  return useQuery(adminPlansQuery);
}
