// POST /api/admin/shop/categories → 201 { category }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshCategories } from './keys';

/** The dialog's fields as sent (docs/product/back-office.md); the server checks every one (docs/product/back-office.md). */
export interface CategoryInput {
  name: string;
  description: string;
  image_url: string;
  /** Left out when blank: the server's default 0. */
  sort_order?: number;
  is_active: boolean;
}

export function createCategory(body: CategoryInput): Promise<{ category: Category }> {
  return http.post('/api/admin/shop/categories', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => refreshCategories(queryClient) });
}
