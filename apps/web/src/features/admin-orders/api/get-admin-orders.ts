// GET /api/admin/orders (docs/product/back-office.md): the orders newest first, each with its number of
// units (docs/product/back-office.md), a page at a time as the list scrolls (`before` the last page's
// next_cursor), narrowed to one status and to order numbers or usernames starting with the
// search text; the tiles' counts come with every page, counted over every order by the server
// (docs/product/operating.md).
import { useMemo } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminOrdersResponse, OrderStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminOrdersKey } from './keys';

export interface OrderListFilter {
  search: string;
  /** undefined: every status. */
  status?: OrderStatus;
}

export function getAdminOrders(filter: OrderListFilter, before: number | null): Promise<AdminOrdersResponse> {
  const query = new URLSearchParams();
  if (filter.search) query.set('q', filter.search);
  if (filter.status) query.set('status', filter.status);
  if (before !== null) query.set('before', String(before));
  const text = query.toString();
  return http.get(`/api/admin/orders${text ? `?${text}` : ''}`);
}

const adminOrdersQuery = (filter: OrderListFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminOrdersKey, 'list', filter.search, filter.status ?? 'all'] as const,
    queryFn: ({ pageParam }) => getAdminOrders(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last: AdminOrdersResponse) => last.next_cursor,
    staleTime: 0,
    // While a new search or filter loads, the last answer stays on screen.
    placeholderData: keepPreviousData,
    meta: { topics: ['orders'] },
  });

export function useAdminOrders(filter: OrderListFilter) {
  const query = useInfiniteQuery(adminOrdersQuery(filter));
  const pages = query.data?.pages;
  const orders = useMemo(() => pages?.flatMap((page) => page.orders), [pages]);
  return { ...query, orders, counts: pages?.[0]?.counts };
}
