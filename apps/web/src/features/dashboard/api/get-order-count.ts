// The dashboard's 'Recent Orders' and Orders badge: the number of the member's orders, from
// GET /api/shop/orders. Refreshed after any order (topic 'orders') and when the window regains
// focus. docs/product/screens.md: a failed stats fetch is only logged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderWithItems } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { dashboardKeys } from './keys';

export async function getOrderCount(): Promise<number> {
  try {
    return (await http.get<{ orders: OrderWithItems[] }>('/api/shop/orders')).orders.length;
  } catch (error) {
    console.warn('Dashboard: the orders could not be counted', error);
    return 0;
  }
}

export const orderCountQuery = queryOptions({
  queryKey: dashboardKeys.orderCount,
  queryFn: getOrderCount,
  staleTime: 0,
  refetchOnWindowFocus: true,
  meta: { topics: ['orders'] },
});

export function useOrderCount() {
  return useQuery(orderCountQuery);
}
