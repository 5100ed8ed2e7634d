// This feature's query keys. Every query of the screen sits under one prefix, so a change
// (a room, a message, a member, a report) refreshes whatever of it is on screen: message counts,
// member counts and the reports queue all move together.
import type { QueryClient } from '@tanstack/react-query';

const adminChatKey = ['admin', 'chat'] as const;
export const chatRoomsKey = [...adminChatKey, 'rooms'] as const;
export const roomMessagesKey = (roomId: number) => [...adminChatKey, 'messages', roomId] as const;
export const roomMembersKey = (roomId: number) => [...adminChatKey, 'members', roomId] as const;
export const memberCandidatesKey = [...adminChatKey, 'member-candidates'] as const;
export const chatReportsKey = [...adminChatKey, 'reports'] as const;

/** After any change on the screen: every chat query of the back office. */
export function refreshAdminChat(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminChatKey });
}
