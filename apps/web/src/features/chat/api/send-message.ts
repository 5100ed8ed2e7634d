// POST /api/chat/send { conversation_id, message, client_id } and POST /api/chat/rooms/{id}/messages
// { message, message_type: 'text', client_id } → { message } (docs/product/chat.md). The client_id
// makes a retried send safe: the server answers the first message again (docs/product/chat.md).
import type { DirectMessage, RoomMessage } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { ChatTarget } from '../chat-target';

export async function sendMessage(target: ChatTarget, text: string, clientId: string): Promise<DirectMessage | RoomMessage> {
  if (target.kind === 'conversation') {
    const body = { conversation_id: target.id, message: text, client_id: clientId };
    return (await http.post<{ message: DirectMessage }>('/api/chat/send', body)).message;
  }
  const body = { message: text, message_type: 'text', client_id: clientId };
  return (await http.post<{ message: RoomMessage }>(`/api/chat/rooms/${target.id}/messages`, body)).message;
}
