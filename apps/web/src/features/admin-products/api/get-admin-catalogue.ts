// GET /api/admin/shop/products and GET /api/admin/shop/categories, together: docs/product/back-office.md
// "the screen loads products and categories together", and docs/product/back-office.md one message if either fails
// ('Error fetching data'). The categories fill the dialog's select and the Categories tile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Category, type Product } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminCatalogueKey } from './keys';

export interface AdminCatalogue {
  products: Product[];
  categories: Category[];
}

export async function getAdminCatalogue(): Promise<AdminCatalogue> {
  const [{ products }, { categories }] = await Promise.all([
    http.get<{ products: Product[] }>(`/api/admin/shop/products?limit=${LIMITS.adminPageMax}`),
    http.get<{ categories: Category[] }>(`/api/admin/shop/categories?limit=${LIMITS.adminPageMax}`),
  ]);
  return { products, categories };
}

const adminCatalogueQuery = queryOptions({
  queryKey: adminCatalogueKey,
  queryFn: getAdminCatalogue,
  staleTime: 0,
  // A category renamed or removed elsewhere changes the products' category names too.
  meta: { topics: ['products', 'categories'] },
});

export function useAdminCatalogue() {
  return useQuery(adminCatalogueQuery);
}
