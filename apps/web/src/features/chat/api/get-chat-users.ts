// Find Users (member-site.md §2, §7; platform.md §6): GET /api/chat/all-users?q= → { users },
// other active accounts by name (id, username, avatar_url and role only), then where the member
// stands with each of them, from GET /api/chat/relations for exactly the accounts listed. The
// search text goes to the server, so the list stays bounded.
//
// Why the relations come from their own call and not from /conversations, /requests and
// /sent-requests: those lists are paged (a member with more than a page would see 'Send friend
// request' to someone they already talk to), and a conversation an administrator opened
// without a friendship must count too. Why both sit in one query: a row never pairs a user
// with an older answer about them, and everything that refreshes Find Users (chatKeys.users:
// a request sent, accepted or declined, a block, the socket's requests_changed and
// conversations_changed, a reconnect) reads the two again together.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatUser, RelationState } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { getChatRelations } from './get-chat-relations';
import { chatKeys } from './keys';

/** A Find Users row: the account and where the member stands with it. */
export interface FoundUser extends ChatUser {
  state: RelationState;
  conversation_id: number | null;
  request_id: number | null;
}

export async function getChatUsers(search: string): Promise<ChatUser[]> {
  const query = search ? `?q=${encodeURIComponent(search)}` : '';
  return (await http.get<{ users: ChatUser[] }>(`/api/chat/all-users${query}`)).users;
}

export async function findUsers(search: string): Promise<FoundUser[]> {
  const users = await getChatUsers(search);
  const relations = new Map(
    (await getChatRelations(users.map((user) => user.id))).map((relation) => [relation.user_id, relation]),
  );
  return users.map((user) => {
    const relation = relations.get(user.id);
    return {
      ...user,
      state: relation?.state ?? 'none',
      conversation_id: relation?.conversation_id ?? null,
      request_id: relation?.request_id ?? null,
    };
  });
}

export const chatUsersQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.usersMatching(search),
    queryFn: () => findUsers(search),
    staleTime: 30_000,
  });

/** While a new search is asked, the previous answer stays on screen (isPlaceholderData). */
export function useChatUsers(search: string) {
  return useQuery({ ...chatUsersQuery(search), placeholderData: keepPreviousData });
}
