// GET /api/admin/payments: every payment, newest first (platform.md §5 "nothing paid is lost":
// beyond the documents, so the administrator sees the ones that never became an order).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type AdminPayment } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminPaymentsKey } from './keys';

export function getAdminPayments(): Promise<{ payments: AdminPayment[]; total: number }> {
  return http.get(`/api/admin/payments?limit=${LIMITS.adminPageMax}&offset=0`);
}

const adminPaymentsQuery = queryOptions({
  queryKey: adminPaymentsKey,
  queryFn: getAdminPayments,
  staleTime: 0,
  // A payment becomes an order, or an order's payment is refunded.
  meta: { topics: ['payments', 'orders'] },
});

/** Loaded when the Payments tab is opened. */
export function useAdminPayments() {
  return useQuery(adminPaymentsQuery);
}
