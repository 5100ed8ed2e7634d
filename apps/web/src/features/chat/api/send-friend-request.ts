// POST /api/chat/request { recipient_id } → 201 { request } (docs/product/chat.md).
import type { FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function sendFriendRequest(recipientId: number) {
  return http.post<{ request: FriendRequest }>('/api/chat/request', { recipient_id: recipientId });
}
