// GET /api/admin/chat/rooms → { rooms } (docs/product/back-office.md): every room, newest first, with its
// message and member counts. The server allows up to 500 a call; the tiles count this list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type ChatRoom } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatRoomsKey } from './keys';

export function getChatRooms(): Promise<{ rooms: ChatRoom[] }> {
  return http.get(`/api/admin/chat/rooms?limit=${LIMITS.adminPageMax}`);
}

const chatRoomsQuery = queryOptions({ queryKey: chatRoomsKey, queryFn: getChatRooms, staleTime: 0 });

export function useChatRooms() {
  return useQuery(chatRoomsQuery);
}
