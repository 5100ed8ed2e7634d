// PUT /api/admin/users/{id}/status { status } → { user } (the Ban User / Activate User action).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshUsers } from './keys';

export function setUserStatus({ id, status }: { id: number; status: UserStatus }): Promise<{ user: AdminUser }> {
  return http.put(`/api/admin/users/${id}/status`, { status });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserStatus, onSuccess: () => refreshUsers(queryClient) });
}
