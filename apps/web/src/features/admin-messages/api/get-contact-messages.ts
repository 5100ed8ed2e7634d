// GET /api/admin/contact-messages?limit&offset → { messages, total, unread }, newest first.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { contactMessagesKey } from './keys';

const MESSAGES_PAGE_SIZE = 20;

export interface MessagesPage {
  messages: ContactMessage[];
  total: number;
  unread: number;
}

export function getContactMessages(offset: number): Promise<MessagesPage> {
  return http.get(`/api/admin/contact-messages?limit=${MESSAGES_PAGE_SIZE}&offset=${offset}`);
}

const contactMessagesQuery = infiniteQueryOptions({
  queryKey: contactMessagesKey,
  queryFn: ({ pageParam }) => getContactMessages(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.messages.length, 0);
    return last.messages.length > 0 && loaded < last.total ? loaded : undefined;
  },
  staleTime: 0,
  meta: { topics: ['contact-messages'] },
});

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQuery);
}
