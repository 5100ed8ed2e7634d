// GET /api/chat/conversations → { conversations } (member-site.md §7): the member's direct
// conversations by last activity, each with its last message and unread count (platform.md §6).
// Kept current by the socket (use-chat-list-events.ts), so it is never stale by time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getConversations(): Promise<Conversation[]> {
  return (await http.get<{ conversations: Conversation[] }>('/api/chat/conversations')).conversations;
}

export const conversationsQuery = queryOptions({
  queryKey: chatKeys.conversations,
  queryFn: getConversations,
  staleTime: Infinity,
});

export function useConversations() {
  return useQuery(conversationsQuery);
}
