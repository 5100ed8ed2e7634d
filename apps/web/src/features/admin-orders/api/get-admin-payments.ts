// GET /api/admin/payments: every payment, newest first (docs/product/shop-and-payments.md "nothing paid is lost":
// beyond the documents, so the administrator sees the ones that never became an order), a page
// at a time as the list scrolls (`before` the last page's next_cursor).
import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPaymentsResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminPaymentsKey } from './keys';

export function getAdminPayments(before: number | null): Promise<AdminPaymentsResponse> {
  return http.get(`/api/admin/payments${before === null ? '' : `?before=${before}`}`);
}

const adminPaymentsQuery = infiniteQueryOptions({
  queryKey: adminPaymentsKey,
  queryFn: ({ pageParam }) => getAdminPayments(pageParam),
  initialPageParam: null as number | null,
  getNextPageParam: (last: AdminPaymentsResponse) => last.next_cursor,
  staleTime: 0,
  // A payment becomes an order, or an order's payment is refunded.
  meta: { topics: ['payments', 'orders'] },
});

/** Loaded when the Payments tab is opened. */
export function useAdminPayments() {
  const query = useInfiniteQuery(adminPaymentsQuery);
  const pages = query.data?.pages;
  const payments = useMemo(() => pages?.flatMap((page) => page.payments), [pages]);
  return { ...query, payments };
}
