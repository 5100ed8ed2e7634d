// POST /api/chat/respond { request_id, accept } → { request, conversation } (docs/product/chat.md):
// only the recipient answers; accepting makes friends and opens their conversation.
import type { Conversation, FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function respondToRequest(requestId: number, accept: boolean) {
  return http.post<{ request: FriendRequest; conversation: Conversation | null }>('/api/chat/respond', {
    request_id: requestId,
    accept,
  });
}
