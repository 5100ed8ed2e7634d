// GET /api/admin/users: the accounts an administrator may add to a private room, loaded only
// while the members dialog is open. The back office's own list, not Find Users: a member who
// blocked the administrator can still be added.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { memberCandidatesKey } from './keys';

export function getMemberCandidates(): Promise<{ users: AdminUser[]; total: number }> {
  return http.get(`/api/admin/users?limit=${LIMITS.adminPageMax}`);
}

const memberCandidatesQuery = queryOptions({
  queryKey: memberCandidatesKey,
  queryFn: getMemberCandidates,
  staleTime: 0,
  meta: { topics: ['users'] },
});

export function useMemberCandidates() {
  return useQuery(memberCandidatesQuery);
}
