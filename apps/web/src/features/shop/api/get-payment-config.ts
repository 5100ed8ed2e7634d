// GET /api/shop/payment-config: which card field the checkout shows, the built-in test
// provider's or Stripe's, and whether payments are test ones (docs/product/shop-and-payments.md: the shop's own
// 'Test mode — no real charge'). The server renders /shop with it (entry-server.tsx), so the
// page's notice comes with its first HTML and the checkout does not ask again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { shopKeys } from './keys';

export const paymentConfigQuery = queryOptions({
  queryKey: shopKeys.paymentConfig,
  queryFn: () => http.get<PaymentConfig>('/api/shop/payment-config', { anonymous: true }),
  // The provider changes only when the server restarts with other settings.
  staleTime: Infinity,
  meta: { public: true },
});

export function usePaymentConfig(enabled: boolean) {
  return useQuery({ ...paymentConfigQuery, enabled });
}
