// GET /api/shop/payments/unfinished: payments that went through without their order
// (docs/product/shop-and-payments.md "nothing paid is lost"): ones the member can still finish, and ones refunded meanwhile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnfinishedPayment } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { shopKeys } from './keys';

export const unfinishedPaymentsQuery = queryOptions({
  queryKey: shopKeys.unfinishedPayments,
  queryFn: async () => (await http.get<{ payments: UnfinishedPayment[] }>('/api/shop/payments/unfinished')).payments,
  staleTime: 0,
  meta: { topics: ['payments', 'orders'] },
});

export function useUnfinishedPayments() {
  const { token } = useSession();
  return useQuery({ ...unfinishedPaymentsQuery, enabled: Boolean(token) });
}
