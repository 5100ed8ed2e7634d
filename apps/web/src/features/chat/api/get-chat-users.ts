// GET /api/chat/all-users?q= → { users } (member-site.md §7, platform.md §6): other active
// accounts by name, each with where the member stands with them (a conversation, a request
// either way, or none). The search text goes to the server, so the list stays bounded.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUserWithState } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getChatUsers(search: string): Promise<ChatUserWithState[]> {
  const query = search ? `?q=${encodeURIComponent(search)}` : '';
  return (await http.get<{ users: ChatUserWithState[] }>(`/api/chat/all-users${query}`)).users;
}

export const chatUsersQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.usersMatching(search),
    queryFn: () => getChatUsers(search),
    staleTime: 30_000,
  });

/** While a new search is asked, the previous answer stays on screen (isPlaceholderData). */
export function useChatUsers(search: string) {
  return useQuery({ ...chatUsersQuery(search), placeholderData: keepPreviousData });
}
