// GET /api/admin/password-reset: whether 'Forgot password?' is offered, what it lacks, and
// where its links point (docs/product/accounts-and-sessions.md). Read again whenever the settings are saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetSetup } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { passwordResetSetupKey } from './keys';

const passwordResetSetupQuery = queryOptions({
  queryKey: passwordResetSetupKey,
  queryFn: () => http.get<PasswordResetSetup>('/api/admin/password-reset'),
  staleTime: 0,
  meta: { topics: ['settings'] },
});

export function usePasswordResetSetup() {
  return useQuery(passwordResetSetupQuery);
}
