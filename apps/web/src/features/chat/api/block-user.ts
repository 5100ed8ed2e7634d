// POST /api/chat/block { user_id } (docs/product/chat.md, beyond the documents): no requests or
// messages either way from now on; a request pending between the two is declined.
import { http } from '../../../lib/http';

export function blockUser(userId: number) {
  return http.post<{ success: true }>('/api/chat/block', { user_id: userId });
}
