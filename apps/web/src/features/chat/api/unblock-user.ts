// DELETE /api/chat/block/{userId} (docs/product/chat.md, beyond the documents).
import { http } from '../../../lib/http';

export function unblockUser(userId: number) {
  return http.delete<{ success: true }>(`/api/chat/block/${userId}`);
}
