// GET /api/shop/categories: the active categories for the shop's select. docs/product/shop-and-payments.md: a
// failure is only logged; the select then offers 'All Categories' alone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { shopKeys } from './keys';

export async function getCategories(): Promise<Category[]> {
  try {
    return (await http.get<{ categories: Category[] }>('/api/shop/categories', { anonymous: true })).categories;
  } catch (error) {
    console.warn('Shop categories could not be loaded', error);
    return [];
  }
}

export const categoriesQuery = queryOptions({
  queryKey: shopKeys.categories,
  queryFn: getCategories,
  staleTime: PUBLIC_STALE_MS,
  meta: { topics: ['categories'], public: true },
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
