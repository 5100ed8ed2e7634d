// GET /api/admin/chat/messages/{roomId} → { messages } (docs/product/back-office.md). Pages of the
// newest messages first; an older page is asked for `before` the oldest shown (docs/product/chat.md),
// so a busy room is never loaded whole.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type AdminChatMessage } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { roomMessagesKey } from './keys';

const PAGE_SIZE = LIMITS.chatPageDefault;

export function getRoomMessages(roomId: number, before?: number): Promise<{ messages: AdminChatMessage[] }> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  return http.get(`/api/admin/chat/messages/${roomId}?${query.toString()}`);
}

const roomMessagesQuery = (roomId: number) =>
  infiniteQueryOptions({
    queryKey: roomMessagesKey(roomId),
    queryFn: ({ pageParam }) => getRoomMessages(roomId, pageParam),
    initialPageParam: undefined as number | undefined,
    // Each page comes oldest first: the next (older) page ends before its first message.
    getNextPageParam: (last) => (last.messages.length < PAGE_SIZE ? undefined : last.messages[0]?.id),
    staleTime: 0,
  });

export function useRoomMessages(roomId: number) {
  return useInfiniteQuery(roomMessagesQuery(roomId));
}
