// The Membership tile's membership (GET /api/membership, docs/product/membership.md): the plan
// and its renewal date, or the status. Refreshed after any change to it (topic 'membership').
// A failed read is only logged, as the dashboard's other stats: the tile then offers /membership.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipResponse, MembershipView } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export const membershipTileQuery = queryOptions({
  queryKey: dashboardKeys.membership,
  queryFn: async (): Promise<MembershipView | null> => (await http.get<MembershipResponse>('/api/membership')).membership,
  staleTime: 0,
  refetchOnWindowFocus: true,
  meta: { topics: ['membership'] },
});

export function useMembershipTile(enabled: boolean) {
  return useQuery({ ...membershipTileQuery, enabled });
}
