// DELETE /api/admin/shop/categories/{id} → { success }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshCategories } from './keys';

export function deleteCategory(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/shop/categories/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshCategories(queryClient) });
}
