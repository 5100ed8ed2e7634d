// POST /api/chat/conversation { participant_id } → { conversation } (docs/product/chat.md): the
// pair's conversation, opened when they are friends (or either is an administrator).
import type { Conversation } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function startConversation(participantId: number): Promise<Conversation> {
  return (await http.post<{ conversation: Conversation }>('/api/chat/conversation', { participant_id: participantId }))
    .conversation;
}
