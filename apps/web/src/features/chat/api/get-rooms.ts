// GET /api/chat/all-rooms → { rooms } (docs/product/chat.md): every group room and the private
// rooms this member belongs to (docs/product/chat.md), by name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRoom } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatKeys } from './keys';

export async function getRooms(): Promise<ChatRoom[]> {
  return (await http.get<{ rooms: ChatRoom[] }>('/api/chat/all-rooms')).rooms;
}

export const roomsQuery = queryOptions({
  queryKey: chatKeys.rooms,
  queryFn: getRooms,
  staleTime: Infinity,
});

export function useRooms() {
  return useQuery(roomsQuery);
}
