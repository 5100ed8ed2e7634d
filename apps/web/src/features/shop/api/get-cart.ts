// GET /api/shop/cart: the member's cart lines (platform.md §5). Read in the browser only, when
// a token is stored (the server renders /shop for guests). member-site.md §8: a failure is only
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
