// back-office.md §2 leaves open how the search text and status filter work: the search matches
// the order number or the customer's username (any part, any case), the filter one status.
import type { Order, OrderStatus } from '@clanhall/shared';

export type StatusFilter = OrderStatus | 'all';

export function filterOrders(orders: Order[], search: string, status: StatusFilter): Order[] {
  const needle = search.trim().toLowerCase().replace(/^#/, '');
  return orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (!needle || order.order_number.toLowerCase().includes(needle) || (order.username ?? '').toLowerCase().includes(needle)),
  );
}
