// The dashboard's 'Cart Items' and Shop badge: the number of cart lines (docs/product/screens.md), from
// GET /api/shop/cart. Refreshed whenever the cart changes anywhere in the app (topic 'cart') and
// when the window regains focus (another tab may have shopped). docs/product/screens.md: a failed
// stats fetch is only logged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export async function getCartCount(): Promise<number> {
  try {
    return (await http.get<CartResponse>('/api/shop/cart')).items.length;
  } catch (error) {
    console.warn('Dashboard: the cart could not be counted', error);
    return 0;
  }
}

export const cartCountQuery = queryOptions({
  queryKey: dashboardKeys.cartCount,
  queryFn: getCartCount,
  staleTime: 0,
  refetchOnWindowFocus: true,
  meta: { topics: ['cart'] },
});

export function useCartCount() {
  return useQuery(cartCountQuery);
}
