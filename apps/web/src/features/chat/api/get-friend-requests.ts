// GET /api/chat/requests → { requests } (docs/product/chat.md): friend requests waiting for this
// member's answer. Their number is the Requests tab's badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getFriendRequests(): Promise<FriendRequest[]> {
  return (await http.get<{ requests: FriendRequest[] }>('/api/chat/requests')).requests;
}

export const friendRequestsQuery = queryOptions({
  queryKey: chatKeys.requests,
  queryFn: getFriendRequests,
  staleTime: Infinity,
});

export function useFriendRequests() {
  return useQuery(friendRequestsQuery);
}
