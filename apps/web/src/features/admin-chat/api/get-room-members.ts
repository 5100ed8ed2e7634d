// GET /api/admin/chat/rooms/{id}/members → { members } (docs/product/chat.md): a private room's members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type ChatUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { roomMembersKey } from './keys';

export function getRoomMembers(roomId: number): Promise<{ members: ChatUser[] }> {
  return http.get(`/api/admin/chat/rooms/${roomId}/members?limit=${LIMITS.adminPageMax}`);
}

const roomMembersQuery = (roomId: number) =>
  queryOptions({ queryKey: roomMembersKey(roomId), queryFn: () => getRoomMembers(roomId), staleTime: 0 });

export function useRoomMembers(roomId: number) {
  return useQuery(roomMembersQuery(roomId));
}
