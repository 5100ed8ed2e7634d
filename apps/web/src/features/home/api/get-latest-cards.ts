// GET /api/blog/cards?limit=3: the newest published posts as cards for 'Latest Stories'
// (docs/product/content.md), without their full text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UI, type PostCard, type PostCardsResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { homeKeys } from './keys';

// Public: no token. On the server, lib/http reads through the server's own API (decision 020).
export async function getLatestCards(): Promise<PostCard[]> {
  try {
    const { posts } = await http.get<PostCardsResponse>(`/api/blog/cards?limit=${UI.homeLatestPosts}`, { anonymous: true });
    return posts.slice(0, UI.homeLatestPosts);
  } catch (error) {
    // docs/product/content.md: a posts fetch failure is logged and the empty list is shown.
    console.warn('Latest posts could not be loaded', error);
    return [];
  }
}

export const latestCardsQuery = queryOptions({
  queryKey: homeKeys.latestCards,
  queryFn: getLatestCards,
  // Server-rendered data is fresh enough: no refetch as the app starts (decision 020).
  staleTime: PUBLIC_STALE_MS,
  meta: { topics: ['posts'], public: true },
});

export function useLatestCards() {
  return useQuery(latestCardsQuery);
}
