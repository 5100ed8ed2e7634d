// DELETE /api/admin/blog-posts/{id} → { success }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshPosts } from './keys';

export function deletePost(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/blog-posts/${id}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => refreshPosts(queryClient) });
}
