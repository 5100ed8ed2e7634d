// GET /api/shop/cart: the member's cart lines (docs/product/shop-and-payments.md). Read in the browser only, when
// a token is stored (the server renders /shop for guests). docs/product/shop-and-payments.md: a failure is only
// logged; the cart then shows as empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine, CartResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { shopKeys } from './keys';

export async function getCart(): Promise<CartLine[]> {
  try {
    return (await http.get<CartResponse>('/api/shop/cart')).items;
  } catch (error) {
    console.warn('The cart could not be loaded', error);
    throw error;
  }
}

export const cartQuery = queryOptions({
  queryKey: shopKeys.cart,
  queryFn: getCart,
  staleTime: 0,
  meta: { topics: ['cart'] },
});

export function useCart() {
  const { token } = useSession();
  return useQuery({ ...cartQuery, enabled: Boolean(token) });
}
