// GET /api/blog/cards: the published posts as cards (the excerpt, not the whole text), newest
// first, 12 at a time; 'Load more' asks for the posts before the last one shown (next_cursor),
// so a post published meanwhile neither repeats nor hides one.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostCardsResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { blogKeys } from './keys';

const BLOG_PAGE_SIZE = 12;

const EMPTY_PAGE: PostCardsResponse = { posts: [], total: 0, next_cursor: null };

/** One page of cards: the first without `before`, the next ones before a cursor. */
export async function getPostCards(before: string | null): Promise<PostCardsResponse> {
  const query = `limit=${BLOG_PAGE_SIZE}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
  try {
    return await http.get<PostCardsResponse>(`/api/blog/cards?${query}`, { anonymous: true });
  } catch (error) {
    // docs/product/content.md: a posts fetch failure is logged and the empty list is shown. A failed
    // 'Load more' keeps what is shown and its button instead, so the reader can try again.
    console.warn('Blog posts could not be loaded', error);
    if (before) throw error;
    return EMPTY_PAGE;
  }
}

export const postCardsQuery = infiniteQueryOptions({
  queryKey: blogKeys.cards,
  queryFn: ({ pageParam }) => getPostCards(pageParam),
  staleTime: PUBLIC_STALE_MS,
  initialPageParam: null as string | null,
  // The server gives a cursor after every full page; a last page that happened to be full is
  // known by the total, so no 'Load more' leads to an empty page.
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
    return last.next_cursor && loaded < last.total ? last.next_cursor : undefined;
  },
  meta: { topics: ['posts'], public: true },
});

export function usePostCards() {
  return useInfiniteQuery(postCardsQuery);
}
