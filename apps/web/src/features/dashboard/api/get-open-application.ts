// Whether the user's newest application is still waiting (GET /api/membership/applications/mine,
// docs/product/membership.md Applications): the Membership tile says so instead of 'Join'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipApplication } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export const openApplicationQuery = queryOptions({
  queryKey: dashboardKeys.applications,
  queryFn: async () =>
    (await http.get<{ applications: MembershipApplication[] }>('/api/membership/applications/mine')).applications[0]?.status ===
    'open',
  staleTime: 0,
  meta: { topics: ['membership'] },
});

export function useOpenApplication(enabled: boolean) {
  return useQuery({ ...openApplicationQuery, enabled });
}
