// POST /api/admin/membership/members { user_id } → 201 { member }: the account becomes a member
// at once, with no plan and no end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function grantMembership(userId: number): Promise<{ member: AdminMember }> {
  return http.post('/api/admin/membership/members', { user_id: userId });
}

export function useGrantMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantMembership, onSuccess: () => refreshMembership(queryClient, { roles: true }) });
}
