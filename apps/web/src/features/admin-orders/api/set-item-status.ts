// PUT /api/admin/order-items/{id}/status { status } → { item } (docs/product/back-office.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItem, OrderStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshOrders } from './keys';

export function setItemStatus({ id, status }: { id: number; status: OrderStatus }): Promise<{ item: OrderItem }> {
  return http.put(`/api/admin/order-items/${id}/status`, { status });
}

export function useSetItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setItemStatus, onSuccess: () => refreshOrders(queryClient) });
}
