// PUT /api/admin/shop/products/{id} → { product }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { ProductInput } from './create-product';
import { refreshProducts } from './keys';

export function updateProduct({ id, ...body }: ProductInput & { id: number }): Promise<{ product: Product }> {
  return http.put(`/api/admin/shop/products/${id}`, body);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => refreshProducts(queryClient) });
}
