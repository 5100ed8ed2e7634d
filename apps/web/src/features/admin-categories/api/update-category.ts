// PUT /api/admin/shop/categories/{id} → { category }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { CategoryInput } from './create-category';
import { refreshCategories } from './keys';

export function updateCategory({ id, ...body }: CategoryInput & { id: number }): Promise<{ category: Category }> {
  return http.put(`/api/admin/shop/categories/${id}`, body);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refreshCategories(queryClient) });
}
