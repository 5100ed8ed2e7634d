// GET /api/blog/posts: the published posts, newest first, a page at a time ("Load more").
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BlogPost } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';

const BLOG_PAGE_SIZE = 12;

export interface PostsPage {
  posts: BlogPost[];
  total: number;
}

const EMPTY_PAGE: PostsPage = { posts: [], total: 0 };

export async function getPosts(offset: number, limit = BLOG_PAGE_SIZE): Promise<PostsPage> {
  try {
    return await http.get<PostsPage>(`/api/blog/posts?limit=${limit}&offset=${offset}`, { anonymous: true });
  } catch (error) {
    // member-site.md §8: a posts fetch failure is logged and the empty list is shown.
    console.warn('Blog posts could not be loaded', error);
    return EMPTY_PAGE;
  }
}

export const postsQuery = infiniteQueryOptions({
  queryKey: ['blog', 'posts', 'list'] as const,
  queryFn: ({ pageParam }) => getPosts(pageParam),
  staleTime: PUBLIC_STALE_MS,
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
    return last.posts.length > 0 && loaded < last.total ? loaded : undefined;
  },
});

export function usePosts() {
  return useInfiniteQuery(postsQuery);
}
