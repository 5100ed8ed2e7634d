// DELETE /api/chat/conversations/{id}/messages and /api/chat/rooms/{id}/messages
// (docs/product/chat.md): every message of the chat, for everyone in it. Rooms only by administrators (docs/product/chat.md).
import { http } from '../../../lib/http';
import { targetPath, type ChatTarget } from '../chat-target';

export function clearChat(target: ChatTarget) {
  return http.delete<{ success: true }>(`${targetPath(target)}/messages`);
}
