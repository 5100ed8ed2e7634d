// DELETE /api/admin/shop/products/{id} → { success }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshProducts } from './keys';

export function deleteProduct(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/shop/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProducts(queryClient) });
}
