// DELETE /api/admin/users/{id} → { success }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshUsers } from './keys';

export function deleteUser(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => refreshUsers(queryClient) });
}
