// POST /api/admin/membership/applications/{id}/decline { reason } → { application }: the
// applicant is told by mail, with the reason when there is one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipApplication } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function declineApplication({
  id,
  reason,
}: {
  id: number;
  reason: string;
}): Promise<{ application: MembershipApplication }> {
  return http.post(`/api/admin/membership/applications/${id}/decline`, { reason });
}

export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineApplication, onSuccess: () => refreshMembership(queryClient) });
}
