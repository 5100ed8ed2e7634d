// What the header says about the open chat, read from the lists the left panel holds (no
// request of its own): the other participant of a conversation, or the room.
import { CHAT_MESSAGES, CHAT_SCREEN, isAdminRole, type ChatRoom, type ChatUser } from '@clanhall/shared';
import { useEffect } from 'react';
import { useConversations } from './api/get-conversations';
import { useRooms } from './api/get-rooms';
import type { ChatTarget } from './chat-target';

export type ChatInfo =
  | { status: 'loading' }
  /** Not among the member's chats (an old link, a room deleted, a conversation cleared away). */
  | { status: 'missing' }
  | { status: 'found'; participant: ChatUser; room?: undefined }
  | { status: 'found'; room: ChatRoom; participant?: undefined };

export function useChatInfo(target: ChatTarget): ChatInfo {
  const conversations = useConversations();
  const rooms = useRooms();
  // A conversation opened by its address may be further down the list than the pages loaded.
  const unloaded =
    target.kind === 'conversation' &&
    conversations.data !== undefined &&
    !conversations.data.some((conversation) => conversation.id === target.id) &&
    conversations.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = conversations;
  useEffect(() => {
    if (unloaded && !isFetchingNextPage) void fetchNextPage();
  }, [unloaded, isFetchingNextPage, fetchNextPage]);
  const list = target.kind === 'conversation' ? conversations : rooms;
  if (list.isPending) return { status: 'loading' };
  if (target.kind === 'conversation') {
    const found = conversations.data?.find((conversation) => conversation.id === target.id);
    if (found) return { status: 'found', participant: found.participant };
  } else {
    const found = rooms.data?.find((room) => room.id === target.id);
    if (found) return { status: 'found', room: found };
  }
  // A conversation just accepted may still be on its way into the list, or on a later page.
  return list.isFetching || unloaded ? { status: 'loading' } : { status: 'missing' };
}

/** The header's two lines: who (Administrator or Member), or which room (group or private). */
export function chatHeading(info: ChatInfo): { title: string; subtitle: string } {
  if (info.status !== 'found') return { title: '', subtitle: '' };
  if (info.participant) {
    const role = isAdminRole(info.participant.role) ? CHAT_MESSAGES.administrator : CHAT_MESSAGES.member;
    return { title: info.participant.username, subtitle: role };
  }
  return { title: info.room.name, subtitle: info.room.type === 'private' ? CHAT_SCREEN.privateRoom : CHAT_SCREEN.groupRoom };
}
