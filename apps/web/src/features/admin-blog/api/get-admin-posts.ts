// GET /api/admin/blog-posts: every post, drafts included (docs/product/back-office.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminPostsKey } from './keys';

export function getAdminPosts(): Promise<{ posts: BlogPost[]; total: number }> {
  return http.get('/api/admin/blog-posts?limit=500');
}

const adminPostsQuery = queryOptions({
  queryKey: adminPostsKey,
  queryFn: getAdminPosts,
  staleTime: 0,
  meta: { topics: ['posts'] },
});

export function useAdminPosts() {
  return useQuery(adminPostsQuery);
}
