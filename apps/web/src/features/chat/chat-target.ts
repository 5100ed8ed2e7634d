// What a chat screen part acts on: a direct conversation or a room (group or private). The API
// paths and realtime room names differ by kind (docs/product/chat.md).
import { realtimeRoom } from '@clanhall/shared';

export interface ChatTarget {
  kind: 'conversation' | 'room';
  id: number;
}

/** The base of this target's API paths: /api/chat/conversations/{id} or /api/chat/rooms/{id}. */
export const targetPath = (target: ChatTarget) =>
  `/api/chat/${target.kind === 'conversation' ? 'conversations' : 'rooms'}/${target.id}`;

/** The Socket.IO room it is delivered in: conversation:<id> or group:<id>. */
export const targetRoom = (target: ChatTarget) =>
  realtimeRoom(target.kind === 'conversation' ? 'conversation' : 'group', target.id);

/** The chat a socket event is about (it names a conversation_id or a room_id). */
export function targetOfEvent(event: { conversation_id?: number; room_id?: number }): ChatTarget | null {
  if (event.conversation_id !== undefined) return { kind: 'conversation', id: event.conversation_id };
  if (event.room_id !== undefined) return { kind: 'room', id: event.room_id };
  return null;
}

export const sameTarget = (a: ChatTarget | null, b: ChatTarget | null): boolean =>
  Boolean(a && b && a.kind === b.kind && a.id === b.id);
