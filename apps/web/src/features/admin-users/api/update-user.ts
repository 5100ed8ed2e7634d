// PUT /api/admin/users/{id} → { user }. A blank password keeps the current one (docs/product/back-office.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { UserInput } from './create-user';
import { refreshUsers } from './keys';

export function updateUser({ id, ...body }: UserInput & { id: number }): Promise<{ user: AdminUser }> {
  return http.put(`/api/admin/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refreshUsers(queryClient) });
}
