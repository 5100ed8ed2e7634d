// DELETE /api/admin/chat/rooms/{id}/members/{userId} → { success } (docs/product/chat.md): the member's
// open tabs leave the room at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function removeRoomMember({ roomId, userId }: { roomId: number; userId: number }): Promise<{ success: true }> {
  return http.delete(`/api/admin/chat/rooms/${roomId}/members/${userId}`);
}

export function useRemoveRoomMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeRoomMember, onSuccess: () => refreshAdminChat(queryClient) });
}
