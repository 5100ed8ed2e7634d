// The socket's events, both directions (docs/product/chat.md). Realtime room names
// are `conversation:<id>` and `group:<id>`; typing events carry that name as roomId.
import type { DirectMessage, RoomMessage } from './schemas/chat.js';

export const SOCKET_PATH = '/socket.io';

/** docs/product/chat.md: automatic reconnection, 1 s up to 5 s, unlimited, 20 s time-out. */
export const SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

export type RealtimeRoomType = 'conversation' | 'group';
export const realtimeRoom = (type: RealtimeRoomType, id: number) => `${type}:${id}`;

export interface NewMessageEvent {
  message: DirectMessage | RoomMessage;
  conversation_id?: number;
  room_id?: number;
  room_name: string;
  /** The author, for notifications (docs/product/chat.md realtime chat message). */
  sender_id: number | null;
  username: string;
}

export interface ServerToClientEvents {
  new_message(event: NewMessageEvent): void;
  user_typing(event: { roomId: string; userId: number; username: string }): void;
  user_stop_typing(event: { roomId: string; userId: number }): void;
  chat_cleared(event: { conversation_id?: number; room_id?: number }): void;
  /** Beyond the documents: a message or attachment removed, read state, counts to refresh. */
  message_deleted(event: { conversation_id?: number; room_id?: number; message_id: number }): void;
  attachment_deleted(event: { conversation_id?: number; room_id?: number; message_id: number; attachment_id: number }): void;
  messages_read(event: { conversation_id: number }): void;
  requests_changed(): void;
  conversations_changed(): void;
  rooms_changed(): void;
  /**
   * docs/product/chat.md: sent just before the server closes this socket because its account opened
   * more than LIMITS.socketsPerAccount; the tab must not reconnect (it would close another).
   */
  socket_replaced(): void;
}

export interface ClientToServerEvents {
  join_room(payload: { type: RealtimeRoomType; id: number }, ack?: (result: { ok: boolean; error?: string }) => void): void;
  leave_room(payload: { type: RealtimeRoomType; id: number }): void;
  typing(payload: { roomId: string; userId?: number; username?: string }): void;
  stop_typing(payload: { roomId: string; userId?: number }): void;
}
