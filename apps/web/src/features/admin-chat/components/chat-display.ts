// How the chat screens word their values (docs/product/back-office.md): the creator or 'System',
// en-US dates with a short month, and a time where minutes matter (messages, reports).
import { ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';

export function creatorName(room: Pick<ChatRoom, 'created_by_username'>): string {
  return room.created_by_username?.trim() || M.system;
}

/** "Nov 23, 2026, 3:45 PM" (docs/product/back-office.md). */
export { formatShortDateTime } from '../../../lib/format';

/** Who may read the room: everyone, or its members (docs/product/chat.md). */
export function audience(room: Pick<ChatRoom, 'type' | 'member_count'>): string {
  return room.type === 'private' ? M.memberCount(room.member_count) : M.openToAll;
}
