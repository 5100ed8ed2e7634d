// GET /api/membership (docs/product/membership.md The member's membership): the caller's own
// membership, or null when the account never had one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipResponse, MembershipView } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { membershipKeys } from './keys';

export const myMembershipQuery = queryOptions({
  queryKey: membershipKeys.mine,
  queryFn: async (): Promise<MembershipView | null> => (await http.get<MembershipResponse>('/api/membership')).membership,
  staleTime: 0,
  meta: { topics: ['membership'] },
});

export function useMyMembership(enabled = true) {
  return useQuery({ ...myMembershipQuery, enabled });
}
