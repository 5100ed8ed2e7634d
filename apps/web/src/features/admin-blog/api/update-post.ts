// PUT /api/admin/blog-posts/{id} → { post }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { PostInput } from './create-post';
import { refreshPosts } from './keys';

export function updatePost({ id, ...body }: PostInput & { id: number }): Promise<{ post: BlogPost }> {
  return http.put(`/api/admin/blog-posts/${id}`, body);
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => refreshPosts(queryClient) });
}
