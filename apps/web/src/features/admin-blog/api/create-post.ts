// POST /api/admin/blog-posts → 201 { post }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, SavePostBody } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshPosts } from './keys';

export type PostInput = Omit<SavePostBody, 'status'> & { status: SavePostBody['status'] };

export function createPost(body: PostInput): Promise<{ post: BlogPost }> {
  return http.post('/api/admin/blog-posts', body);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => refreshPosts(queryClient) });
}
