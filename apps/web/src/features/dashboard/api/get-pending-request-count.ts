// The dashboard's 'Pending Requests' and Private Messages badge: the friend requests waiting for
// the member's answer, GET /api/chat/requests → { requests } (docs/product/chat.md). One page of
// the largest size: the count is exact up to that many, which no badge needs to pass. Kept
// live by use-live-chat-counts.ts. docs/product/screens.md: a failed stats fetch is only logged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export async function getPendingRequestCount(): Promise<number> {
  try {
    const { requests } = await http.get<{ requests: FriendRequest[] }>(`/api/chat/requests?limit=${LIMITS.adminPageMax}`);
    return requests.filter((request) => request.status === 'pending').length;
  } catch (error) {
    console.warn('Dashboard: the friend requests could not be counted', error);
    return 0;
  }
}

export const pendingRequestCountQuery = queryOptions({
  queryKey: dashboardKeys.pendingRequestCount,
  queryFn: getPendingRequestCount,
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function usePendingRequestCount() {
  return useQuery(pendingRequestCountQuery);
}
