// POST /api/admin/shop/products → 201 { product }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshProducts } from './keys';

/**
 * The dialog's fields as sent (back-office.md §7). Numbers are parsed from the number inputs;
 * the server checks every value and its message decides (§5). A blank price is left out, so the
 * server names it instead of taking it as 0.
 */
export interface ProductInput {
  name: string;
  description: string;
  price?: number;
  sale_price: number | null;
  category_id: number | null;
  image_url: string;
  stock_quantity: number | null;
  is_active: boolean;
  is_featured: boolean;
  sort_order: number | null;
}

export function createProduct(body: ProductInput): Promise<{ product: Product }> {
  return http.post('/api/admin/shop/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshProducts(queryClient) });
}
