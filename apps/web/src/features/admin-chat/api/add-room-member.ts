// POST /api/admin/chat/rooms/{id}/members { user_id } → 201 { member } (docs/product/chat.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function addRoomMember({ roomId, userId }: { roomId: number; userId: number }): Promise<{ member: ChatUser }> {
  return http.post(`/api/admin/chat/rooms/${roomId}/members`, { user_id: userId });
}

export function useAddRoomMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRoomMember, onSuccess: () => refreshAdminChat(queryClient) });
}
