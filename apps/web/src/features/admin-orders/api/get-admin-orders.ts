// GET /api/admin/orders: the newest orders, each with its number of units (platform.md §7). The
// server allows up to 500 a call; the tiles count what this list holds, the total all of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Order } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminOrdersKey } from './keys';

export function getAdminOrders(): Promise<{ orders: Order[]; total: number }> {
  return http.get(`/api/admin/orders?limit=${LIMITS.adminPageMax}&offset=0`);
}

const adminOrdersQuery = queryOptions({
  queryKey: adminOrdersKey,
  queryFn: getAdminOrders,
  staleTime: 0,
  meta: { topics: ['orders'] },
});

export function useAdminOrders() {
  return useQuery(adminOrdersQuery);
}
