// GET /api/shop/orders: the member's own orders, each with its items
// (docs/product/shop-and-payments.md), newest first as the server sends them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderWithItems } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { ordersKeys } from './keys';

export const myOrdersQuery = queryOptions({
  queryKey: ordersKeys.mine,
  queryFn: async () => (await http.get<{ orders: OrderWithItems[] }>('/api/shop/orders')).orders,
  staleTime: 0,
  meta: { topics: ['orders'] },
});

export function useMyOrders() {
  return useQuery(myOrdersQuery);
}
