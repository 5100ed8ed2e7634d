// DELETE /api/chat/attachments/{id} → { success } (docs/product/chat.md: the uploader or an
// administrator; the real delete, beyond the documents' 'coming soon'). A file message left with
// no text and no file goes with it; the server tells the chat's open tabs either way.
import { http } from '../../../../lib/http';

export function deleteAttachment(id: number): Promise<{ success: true }> {
  return http.delete<{ success: true }>(`/api/chat/attachments/${id}`);
}
