// GET /api/blog/posts?limit=3: the newest published posts for 'Latest Stories' (member-site.md §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UI, type BlogPost } from '@clanhall/shared';
import { browserFetchJson, type FetchJson } from './fetch-json';

export async function getLatestPosts(fetchJson: FetchJson): Promise<BlogPost[]> {
  try {
    const { posts } = (await fetchJson(`/api/blog/posts?limit=${UI.homeLatestPosts}&offset=0`)) as { posts: BlogPost[] };
    return posts.slice(0, UI.homeLatestPosts);
  } catch (error) {
    // member-site.md §8: a posts fetch failure is logged and the empty list is shown.
    console.warn('Latest posts could not be loaded', error);
    return [];
  }
}

export function latestPostsQuery(fetchJson: FetchJson = browserFetchJson) {
  return queryOptions({ queryKey: ['blog', 'posts', 'latest'] as const, queryFn: () => getLatestPosts(fetchJson) });
}

export function useLatestPosts() {
  return useQuery(latestPostsQuery());
}
