// GET /api/admin/shop/categories: every category, inactive ones included (docs/product/back-office.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Category } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminCategoriesKey } from './keys';

export function getAdminCategories(): Promise<{ categories: Category[] }> {
  return http.get(`/api/admin/shop/categories?limit=${LIMITS.adminPageMax}`);
}

const adminCategoriesQuery = queryOptions({
  queryKey: adminCategoriesKey,
  queryFn: getAdminCategories,
  staleTime: 0,
  meta: { topics: ['categories'] },
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
