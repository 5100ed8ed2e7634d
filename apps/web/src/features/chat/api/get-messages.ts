// GET /api/chat/messages/{conversationId} and GET /api/chat/rooms/{id}/messages → { messages }
// (docs/product/chat.md). A page is oldest first: the newest by default, `before` an id for the
// page older than it, `after` an id for what came since (docs/product/chat.md). Reading a
// conversation marks it read. The thread (thread/) decides which page it needs.
import { LIMITS, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { ChatTarget } from '../chat-target';

export type ChatMessage = DirectMessage | RoomMessage;

export const MESSAGE_PAGE = LIMITS.chatPageDefault;
/** Catching up asks for the largest page the server gives. */
export const CATCH_UP_PAGE = LIMITS.chatPageMax;

export type MessagePageRequest = { before?: number; after?: number; limit?: number };

export async function getMessages(target: ChatTarget, page: MessagePageRequest = {}): Promise<ChatMessage[]> {
  const params = new URLSearchParams({ limit: String(page.limit ?? MESSAGE_PAGE) });
  if (page.before !== undefined) params.set('before', String(page.before));
  if (page.after !== undefined) params.set('after', String(page.after));
  const path = target.kind === 'conversation' ? `/api/chat/messages/${target.id}` : `/api/chat/rooms/${target.id}/messages`;
  return (await http.get<{ messages: ChatMessage[] }>(`${path}?${params}`)).messages;
}
