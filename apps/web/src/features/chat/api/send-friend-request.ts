// POST /api/chat/request { recipient_id } → 201 { request } (member-site.md §7).
import type { FriendRequest } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function sendFriendRequest(recipientId: number) {
  return http.post<{ request: FriendRequest }>('/api/chat/request', { recipient_id: recipientId });
}
