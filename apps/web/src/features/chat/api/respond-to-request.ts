// POST /api/chat/respond { request_id, accept } → { request, conversation } (member-site.md §7):
// only the recipient answers; accepting makes friends and opens their conversation.
import type { Conversation, FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function respondToRequest(requestId: number, accept: boolean) {
  return http.post<{ request: FriendRequest; conversation: Conversation | null }>('/api/chat/respond', {
    request_id: requestId,
    accept,
  });
}
