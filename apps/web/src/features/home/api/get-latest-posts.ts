// GET /api/blog/posts?limit=3: the newest published posts for 'Latest Stories' (member-site.md §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UI, type BlogPost } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';

// Public: no token. On the server, lib/http reads through the server's own API (decision 004).
export async function getLatestPosts(): Promise<BlogPost[]> {
  try {
    const { posts } = await http.get<{ posts: BlogPost[] }>(`/api/blog/posts?limit=${UI.homeLatestPosts}&offset=0`, {
      anonymous: true,
    });
    return posts.slice(0, UI.homeLatestPosts);
  } catch (error) {
    // member-site.md §8: a posts fetch failure is logged and the empty list is shown.
    console.warn('Latest posts could not be loaded', error);
    return [];
  }
}

export const latestPostsQuery = queryOptions({
  queryKey: ['blog', 'posts', 'latest'] as const,
  queryFn: getLatestPosts,
  // Server-rendered data is fresh enough: no refetch as the app starts (decision 004).
  staleTime: PUBLIC_STALE_MS,
});

export function useLatestPosts() {
  return useQuery(latestPostsQuery);
}
