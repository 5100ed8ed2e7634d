// DELETE /api/admin/chat/rooms/{id} → { success }: the room goes with its messages, members and files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function deleteRoom(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/chat/rooms/${id}`);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => refreshAdminChat(queryClient) });
}
