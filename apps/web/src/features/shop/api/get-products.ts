// GET /api/shop/products: the active catalogue with category names, prices in dollars
// (docs/product/shop-and-payments.md). Public and the same for every visitor, so /shop is rendered on the server
// with it (docs/decisions/020). A failure shows 'Error loading products' (docs/product/shop-and-payments.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Product } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { shopKeys } from './keys';

export async function getProducts(): Promise<Product[]> {
  // The whole catalogue at once, up to the server's cap (shared shopPageQuery).
  const { products } = await http.get<{ products: Product[] }>(`/api/shop/products?limit=${LIMITS.shopPageMax}`, {
    anonymous: true,
  });
  return products;
}

export const productsQuery = queryOptions({
  queryKey: shopKeys.products,
  queryFn: getProducts,
  staleTime: PUBLIC_STALE_MS,
  // Products carry their category's name; stock moves when anyone buys.
  meta: { topics: ['products', 'categories'], public: true },
});

export function useProducts() {
  return useQuery(productsQuery);
}
