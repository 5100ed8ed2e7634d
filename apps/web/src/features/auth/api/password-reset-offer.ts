// GET /api/auth/password-reset: whether the login screen offers 'Forgot password?'
// (docs/product/accounts-and-sessions.md: not without a mail server and the site's own address). Read afresh on every visit, and
// again when this tab saves the settings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetOffer } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export const passwordResetOfferQuery = queryOptions({
  queryKey: authKeys.passwordResetOffer,
  queryFn: () => http.get<PasswordResetOffer>('/api/auth/password-reset', { anonymous: true }),
  staleTime: 0,
  meta: { topics: ['settings'], public: true },
});

export function usePasswordResetOffer() {
  return useQuery(passwordResetOfferQuery);
}
