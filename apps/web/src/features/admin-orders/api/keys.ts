// This feature's query keys; other features reach its queries by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateTopic } from '../../../lib/query-topics';

export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrderKey = (id: number) => ['admin', 'orders', id] as const;
export const adminPaymentsKey = ['admin', 'payments'] as const;

/** After a status change: every query showing orders (this list, the open details, the dashboard, the member's history). */
export function refreshOrders(queryClient: QueryClient) {
  void invalidateTopic(queryClient, 'orders');
}
