// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic } from '../../../lib/query-topics';

export const adminPostsKey = ['admin', 'blog-posts'] as const;

/** After any change: every query showing posts (this list, the blog, the home page's stories). */
export function refreshPosts(queryClient: QueryClient) {
  void invalidateTopic(queryClient, 'posts');
}
