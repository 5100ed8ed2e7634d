// GET /api/chat/conversations → { conversations, next_cursor } (docs/product/chat.md):
// the member's direct conversations by last activity, each with its last message and unread
// count, a page at a time; the list loads the next page as the member scrolls. Kept current by
// the socket (use-chat-list-events.ts), so it is never stale by time; a refetch reads again
// every page loaded so far.
import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { onceEach } from '../../../lib/once-each';
import { chatKeys } from './keys';

export interface ConversationsPage {
  conversations: Conversation[];
  next_cursor: string | null;
}
type ConversationsData = InfiniteData<ConversationsPage>;

export function getConversations(before: string | null): Promise<ConversationsPage> {
  return http.get<ConversationsPage>(`/api/chat/conversations${before ? `?before=${encodeURIComponent(before)}` : ''}`);
}

export const conversationsQuery = infiniteQueryOptions({
  queryKey: chatKeys.conversations,
  queryFn: ({ pageParam }) => getConversations(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ConversationsPage) => last.next_cursor,
  staleTime: Infinity,
});

/** Every conversation loaded so far, once each (a conversation that moved up is not counted twice). */
function flatten(data: ConversationsData | undefined): Conversation[] | undefined {
  return data && onceEach(data.pages.map((page) => page.conversations));
}

export function useConversations() {
  const query = useInfiniteQuery(conversationsQuery);
  const data = useMemo(() => flatten(query.data), [query.data]);
  return { ...query, data };
}

/** The loaded conversations, from the cache. */
export const cachedConversations = (queryClient: QueryClient): Conversation[] | undefined =>
  flatten(queryClient.getQueryData<ConversationsData>(chatKeys.conversations));

/** Changes each loaded conversation (an unread count, say) where it stands. */
export function updateConversations(queryClient: QueryClient, update: (conversation: Conversation) => Conversation): void {
  queryClient.setQueryData<ConversationsData>(chatKeys.conversations, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, conversations: page.conversations.map(update) })) },
  );
}

/** A conversation with a new message goes to the top of the list. */
export function moveConversationToTop(queryClient: QueryClient, updated: Conversation): void {
  queryClient.setQueryData<ConversationsData>(chatKeys.conversations, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({ ...page, conversations: page.conversations.filter((c) => c.id !== updated.id) }));
    pages[0] = { ...pages[0]!, conversations: [updated, ...pages[0]!.conversations] };
    return { ...data, pages };
  });
}
