// POST /api/admin/chat/rooms { name, type } → 201 { room } (docs/product/back-office.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom, RoomType } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export interface RoomInput {
  name: string;
  type: RoomType;
}

export function createRoom(body: RoomInput): Promise<{ room: ChatRoom }> {
  return http.post('/api/admin/chat/rooms', body);
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoom, onSuccess: () => refreshAdminChat(queryClient) });
}
