// What chat tells open sockets, and to which realtime rooms (docs/product/chat.md). Emitted after the
// write committed. Socket.IO sends an emit to a list of rooms once per socket, however many of
// them the socket is in; with REDIS_URL the adapter carries it to every process.
// - new_message: everyone in `conversation:<id>` / `group:<id>` and, for a direct message, the
//   recipient's tabs that have not joined it (`user:<id>`, for notifications). The author's own
//   tabs get it with is_own true (all of them, so every tab's list stays current), everyone
//   else with is_own false.
// - chat_cleared, message_deleted, attachment_deleted: everyone in the room, and for a
//   conversation both participants' tabs.
import { realtimeRoom, type DirectMessage, type NewMessageEvent, type RoomMessage, type ServerToClientEvents } from '@clanhall/shared';
import { userRoom } from '../../../services/realtime.js';
import type { Services } from '../../../services.js';

type Place = { conversation: { id: number; user_a: number; user_b: number } } | { room: { id: number } };

function roomsOf(place: Place): string[] {
  if ('conversation' in place) {
    const { id, user_a, user_b } = place.conversation;
    return [realtimeRoom('conversation', id), userRoom(user_a), userRoom(user_b)];
  }
  return [realtimeRoom('group', place.room.id)];
}

const idsOf = (place: Place) => ('conversation' in place ? { conversation_id: place.conversation.id } : { room_id: place.room.id });

export function announceDirectMessage(
  services: Services,
  conversation: { id: number; user_a: number; user_b: number },
  message: DirectMessage,
  names: { sender: string; recipient: string },
) {
  const io = services.realtime.io;
  const senderId = message.sender_id;
  const event = (isOwn: boolean, roomName: string): NewMessageEvent => ({
    message: { ...message, is_own: isOwn },
    conversation_id: conversation.id,
    room_name: roomName,
    sender_id: senderId,
    username: message.username,
  });
  const recipientId = senderId === conversation.user_a ? conversation.user_b : conversation.user_a;
  const others = io.to([realtimeRoom('conversation', conversation.id), userRoom(recipientId)]);
  if (senderId === null) return others.emit('new_message', event(false, names.sender));
  // Each side names the conversation after the other participant.
  others.except(userRoom(senderId)).emit('new_message', event(false, names.sender));
  io.to(userRoom(senderId)).emit('new_message', event(true, names.recipient));
}

export function announceRoomMessage(services: Services, room: { id: number; name: string }, message: RoomMessage) {
  const io = services.realtime.io;
  const event = (isOwn: boolean): NewMessageEvent => ({
    message: { ...message, is_own: isOwn },
    room_id: room.id,
    room_name: room.name,
    sender_id: message.sender_id,
    username: message.username,
  });
  const everyone = io.to(realtimeRoom('group', room.id));
  if (message.sender_id === null) return everyone.emit('new_message', event(false));
  everyone.except(userRoom(message.sender_id)).emit('new_message', event(false));
  io.to(userRoom(message.sender_id)).emit('new_message', event(true));
}

export function announceCleared(services: Services, place: Place) {
  services.realtime.io.to(roomsOf(place)).emit('chat_cleared', idsOf(place));
}

export function announceMessageDeleted(services: Services, place: Place, messageId: number) {
  services.realtime.io.to(roomsOf(place)).emit('message_deleted', { ...idsOf(place), message_id: messageId });
}

export function announceAttachmentDeleted(services: Services, place: Place, messageId: number, attachmentId: number) {
  services.realtime.io.to(roomsOf(place)).emit('attachment_deleted', { ...idsOf(place), message_id: messageId, attachment_id: attachmentId });
}

type Nudge = Extract<keyof ServerToClientEvents, 'requests_changed' | 'conversations_changed' | 'rooms_changed'>;

/** Tells these accounts' tabs to refresh a list (requests, conversations, rooms). */
export function nudge(services: Services, event: Nudge, userIds: number[]) {
  if (userIds.length > 0) services.realtime.io.to(userIds.map(userRoom)).emit(event);
}

/** Tells every open tab the room list changed (a room created or deleted). */
export function nudgeEveryone(services: Services, event: Nudge) {
  services.realtime.io.emit(event);
}

/** The reader's tabs clear the conversation's badge (docs/product/chat.md: reading marks read). */
export function announceRead(services: Services, readerId: number, conversationId: number) {
  services.realtime.io.to(userRoom(readerId)).emit('messages_read', { conversation_id: conversationId });
}

/** These accounts' sockets leave a room they may no longer read (or every socket, when it is gone). */
export function leaveRoom(services: Services, roomId: number, userIds?: number[]) {
  const room = realtimeRoom('group', roomId);
  const io = services.realtime.io;
  if (userIds === undefined) io.in(room).socketsLeave(room);
  else if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsLeave(room);
}
