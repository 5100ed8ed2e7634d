// Find Users (docs/product/chat.md): GET /api/chat/all-users?q= → { users },
// other active accounts by name (id, username, avatar_url and role only), then where the member
// stands with each of them, from GET /api/chat/relations for exactly the accounts listed. The
// search text goes to the server, and the list is read a page of LIMITS.findUsersPage at a
// time as the member scrolls, so every answer stays small in a club of any size.
//
// Why the relations come from their own call and not from /conversations, /requests and
// /sent-requests: those lists are paged (a member with more than a page would see 'Send friend
// request' to someone they already talk to), and a conversation an administrator opened
// without a friendship must count too. Why both sit in one query: a row never pairs a user
// with an older answer about them, and everything that refreshes Find Users (chatKeys.users:
// a request sent, accepted or declined, a block, the socket's requests_changed and
// conversations_changed, a reconnect) reads the two again together.
import { useMemo } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type ChatUser, type RelationState } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { onceEach } from '../../../lib/once-each';
import { getChatRelations } from './get-chat-relations';
import { chatKeys } from './keys';

/** A Find Users row: the account and where the member stands with it. */
export interface FoundUser extends ChatUser {
  state: RelationState;
  conversation_id: number | null;
  request_id: number | null;
}

/** One page of other accounts by name: `LIMITS.findUsersPage` from `offset`. */
export async function getChatUsers(search: string, offset = 0): Promise<ChatUser[]> {
  const params = new URLSearchParams({ limit: String(LIMITS.findUsersPage) });
  if (search) params.set('q', search);
  if (offset) params.set('offset', String(offset));
  return (await http.get<{ users: ChatUser[] }>(`/api/chat/all-users?${params}`)).users;
}

/** A page of Find Users with the relations of exactly its accounts. */
export async function findUsers(search: string, offset = 0): Promise<FoundUser[]> {
  const users = await getChatUsers(search, offset);
  if (users.length === 0) return [];
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

// A full page may have more after it; the next page starts where the loaded ones end.
export const chatUsersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.usersMatching(search),
    queryFn: ({ pageParam }) => findUsers(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: FoundUser[], pages: FoundUser[][]) =>
      last.length === LIMITS.findUsersPage ? pages.reduce((sum, page) => sum + page.length, 0) : undefined,
    staleTime: 30_000,
  });

/**
 * Every account loaded so far, once each (an account that moved between pages while they were
 * read is not listed twice). While a new search is asked, the previous answer stays on screen
 * (isPlaceholderData).
 */
export function useChatUsers(search: string) {
  const query = useInfiniteQuery({ ...chatUsersQuery(search), placeholderData: keepPreviousData });
  const data = useMemo(() => query.data && onceEach(query.data.pages), [query.data]);
  return { ...query, data };
}
