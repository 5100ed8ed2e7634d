// PUT /api/admin/blog-posts/{id}/status { status } → { post } (the Publish / Set as Draft action).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, PostStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshPosts } from './keys';

export function setPostStatus({ id, status }: { id: number; status: PostStatus }): Promise<{ post: BlogPost }> {
  return http.put(`/api/admin/blog-posts/${id}/status`, { status });
}

export function useSetPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPostStatus, onSuccess: () => refreshPosts(queryClient) });
}
