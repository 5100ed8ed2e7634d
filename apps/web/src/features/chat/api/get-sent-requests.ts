// GET /api/chat/sent-requests → { requests } (docs/product/chat.md): this member's requests still
// waiting for an answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getSentRequests(): Promise<FriendRequest[]> {
  return (await http.get<{ requests: FriendRequest[] }>('/api/chat/sent-requests')).requests;
}

export const sentRequestsQuery = queryOptions({
  queryKey: chatKeys.sentRequests,
  queryFn: getSentRequests,
  staleTime: Infinity,
});

export function useSentRequests() {
  return useQuery(sentRequestsQuery);
}
