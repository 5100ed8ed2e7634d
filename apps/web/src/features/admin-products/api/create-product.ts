// POST /api/admin/shop/products → 201 { product }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshProducts } from './keys';

/**
 * The dialog's fields as sent (docs/product/back-office.md). Numbers are parsed from the number inputs
 * and sent as JSON numbers (docs/product/operating.md); the server checks every value and its message
 * decides (docs/product/back-office.md). A blank price, stock or sort order is left out (the price is then named as
 * required, stock and sort order take their default 0); a blank sale price or category is null.
 */
export interface ProductInput {
  name: string;
  description: string;
  price?: number;
  sale_price: number | null;
  category_id: number | null;
  image_url: string;
  stock_quantity?: number;
  is_active: boolean;
  is_featured: boolean;
  sort_order?: number;
}

export function createProduct(body: ProductInput): Promise<{ product: Product }> {
  return http.post('/api/admin/shop/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshProducts(queryClient) });
}
