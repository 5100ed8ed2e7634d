// GET /api/shop/payment-config: which card field the membership checkout shows, the built-in test
// provider's or Stripe's, and whether payments are test ones (docs/product/membership.md: the
// card is confirmed as in the shop). Asked only when a plan's checkout opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { membershipKeys } from './keys';

export const paymentConfigQuery = queryOptions({
  queryKey: membershipKeys.paymentConfig,
  queryFn: () => http.get<PaymentConfig>('/api/shop/payment-config', { anonymous: true }),
  // The provider changes only when the server restarts with other settings.
  staleTime: Infinity,
  meta: { public: true },
});

export function usePaymentConfig(enabled: boolean) {
  return useQuery({ ...paymentConfigQuery, enabled });
}
