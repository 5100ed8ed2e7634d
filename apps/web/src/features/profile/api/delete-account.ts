// DELETE /api/auth/account (docs/product/accounts-and-sessions.md, 'Delete account'): the member's
// own deletion, confirmed with their password.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function deleteAccount(password: string): Promise<DeleteAccountResponse> {
  return http.delete('/api/auth/account', { body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
