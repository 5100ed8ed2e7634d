// PUT /api/admin/orders/{id}/status { status } → { order } (docs/product/back-office.md: any status from
// any other; no order is enforced on the client).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshOrders } from './keys';

export function setOrderStatus({ id, status }: { id: number; status: OrderStatus }): Promise<{ order: Order }> {
  return http.put(`/api/admin/orders/${id}/status`, { status });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setOrderStatus, onSuccess: () => refreshOrders(queryClient) });
}
