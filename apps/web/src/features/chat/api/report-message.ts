// POST /api/chat/reports { kind, message_id, reason } → 201 { report } (docs/product/chat.md, beyond
// the documents): the message waits in the moderation queue of /admin/chat. Twice is 409.
import type { MessageReport } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { ChatTarget } from '../chat-target';

export function reportMessage(target: ChatTarget, messageId: number, reason: string) {
  return http.post<{ report: MessageReport }>('/api/chat/reports', {
    kind: target.kind === 'conversation' ? 'direct' : 'room',
    message_id: messageId,
    reason: reason.trim() || undefined,
  });
}
