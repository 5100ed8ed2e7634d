// POST /api/admin/membership/members/{id}/end → { member }: lapsed, and the account is role
// `user` again at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function endMembership(id: number): Promise<{ member: AdminMember }> {
  return http.post(`/api/admin/membership/members/${id}/end`);
}

export function useEndMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endMembership, onSuccess: () => refreshMembership(queryClient, { roles: true }) });
}
