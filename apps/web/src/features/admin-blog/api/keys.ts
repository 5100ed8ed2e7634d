import type { QueryClient } from '@tanstack/react-query';

export const adminPostsKey = ['admin', 'blog-posts'] as const;

/** After any change: the back-office list and every public blog cache (home, list, post). */
export function refreshPosts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminPostsKey });
  void queryClient.invalidateQueries({ queryKey: ['blog'] });
}
