// GET /api/membership/applications/mine (docs/product/membership.md Applications): the caller's
// own applications, newest first; the newest says where joining by application stands.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipApplication } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { membershipKeys } from './keys';

export const myApplicationsQuery = queryOptions({
  queryKey: membershipKeys.applications,
  queryFn: async () =>
    (await http.get<{ applications: MembershipApplication[] }>('/api/membership/applications/mine')).applications,
  staleTime: 0,
  meta: { topics: ['membership'] },
});

export function useMyApplications(enabled: boolean) {
  return useQuery({ ...myApplicationsQuery, enabled });
}
