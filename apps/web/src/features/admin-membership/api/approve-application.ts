// POST /api/admin/membership/applications/{id}/approve → { application }: the applicant is a
// member at once, and told by mail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipApplication } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function approveApplication(id: number): Promise<{ application: MembershipApplication }> {
  return http.post(`/api/admin/membership/applications/${id}/approve`);
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSuccess: () => refreshMembership(queryClient, { roles: true }) });
}
