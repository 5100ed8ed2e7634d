// GET /api/admin/membership/stats → { stats }: the screen's four tiles, counted by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStats } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { membershipStatsKey } from './keys';

export function getMembershipStats(): Promise<{ stats: MembershipStats }> {
  return http.get('/api/admin/membership/stats');
}

const membershipStatsQuery = queryOptions({ queryKey: membershipStatsKey, queryFn: getMembershipStats, staleTime: 0 });

export function useMembershipStats() {
  return useQuery(membershipStatsQuery);
}
