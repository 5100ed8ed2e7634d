// GET /api/admin/orders/{id} → { order, items } (docs/product/back-office.md): the details dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderItem } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminOrderKey } from './keys';

export interface AdminOrderDetails {
  order: Order;
  items: OrderItem[];
}

export function getAdminOrder(id: number): Promise<AdminOrderDetails> {
  return http.get(`/api/admin/orders/${id}`);
}

const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: () => getAdminOrder(id),
    staleTime: 0,
    meta: { topics: ['orders'] },
  });

/** The order whose details are open; nothing is fetched while none is. */
export function useAdminOrder(id: number | undefined) {
  return useQuery({ ...adminOrderQuery(id ?? 0), enabled: id !== undefined });
}
