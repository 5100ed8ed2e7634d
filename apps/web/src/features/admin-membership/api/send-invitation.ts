// POST /api/admin/membership/invitations { email } → 201 { invitation }: a single-use link, valid
// 7 days, mailed to the address; refused with the server's reason when mail is not set up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipInvitation } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function sendInvitation(email: string): Promise<{ invitation: MembershipInvitation }> {
  return http.post('/api/admin/membership/invitations', { email });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInvitation, onSuccess: () => refreshMembership(queryClient) });
}
