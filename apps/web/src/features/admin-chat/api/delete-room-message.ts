// DELETE /api/admin/chat/messages/{id} → { success }: the message, its files, and its open
// reports settled with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function deleteRoomMessage(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/chat/messages/${id}`);
}

export function useDeleteRoomMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoomMessage, onSuccess: () => refreshAdminChat(queryClient) });
}
