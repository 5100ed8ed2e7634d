// Who may see and do what in chat (docs/product/chat.md): the one place HTTP routes and sockets ask.
// - Every signed-in active account may chat, whatever its role (canUseChat).
// - A conversation exists only for its two participants: to anyone else, administrators
//   included, it is 404 for everything.
// - A group room is open to every chat user; a private room to administrators and its members
//   (404 to anyone else). Only administrators clear a room.
// - Starting a conversation needs a friendship, or an administrator on either side.
// - A block either way stops requests and messages; the blocked side is told as little as
//   possible (the blocker's name simply is not found).
// - An attachment is deleted by its uploader or an administrator, among those who may read it.
import { CHAT_ERRORS, SERVER_ERRORS, canUseChat, isAdminRole, type RealtimeRoomType, type Role, type UserStatus } from '@clanhall/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { findConversation, findReadPosition, type ConversationPairRow, type ReadPosition } from './conversations/conversations.repository.js';
import { findRoom, isRoomMember, type RoomRow } from './rooms/rooms.repository.js';
import type { BlockRelation } from './friends/chat-users.repository.js';
import type { Executor } from '../../db/executor.js';

/** The account asking, as the session check read it (role and status from the row, not the token). */
export interface Viewer {
  id: number;
  username: string;
  role: Role;
}

export function assertMayChat(user: Viewer & { status?: UserStatus | null }): Viewer {
  if (!canUseChat(user)) throw forbidden(SERVER_ERRORS.accountDisabled);
  return { id: user.id, username: user.username, role: user.role };
}

export const isParticipant = (viewer: { id: number }, conversation: { user_a: number; user_b: number }): boolean =>
  conversation.user_a === viewer.id || conversation.user_b === viewer.id;

export const otherParticipant = (conversation: { user_a: number; user_b: number }, userId: number): number =>
  conversation.user_a === userId ? conversation.user_b : conversation.user_a;

export const mayReadRoom = (viewer: { role: Role }, room: { type: RoomRow['type'] }, isMember: boolean): boolean =>
  room.type === 'group' || isAdminRole(viewer.role) || isMember;

export const mayClearRoom = (viewer: { role: Role }): boolean => isAdminRole(viewer.role);

export const mayStartConversation = (viewer: { role: Role }, other: { role: Role }, friends: boolean): boolean =>
  friends || isAdminRole(viewer.role) || isAdminRole(other.role);

export const mayDeleteAttachment = (viewer: { id: number; role: Role }, attachment: { uploader_id: number | null }): boolean =>
  attachment.uploader_id === viewer.id || isAdminRole(viewer.role);

export const blockedEitherWay = (relation: BlockRelation): boolean => relation.byMe || relation.byThem;

/** The conversation, if the viewer takes part in it; 404 otherwise (it does not exist for them). */
export async function readableConversation(db: Executor, viewer: { id: number }, id: number): Promise<ConversationPairRow> {
  const conversation = await findConversation(db, id);
  if (!conversation || !isParticipant(viewer, conversation)) throw notFound(CHAT_ERRORS.conversationNotFound);
  return conversation;
}

/**
 * The viewer's read position in the conversation, if the viewer takes part in it; 404
 * otherwise. Only the two participants have one (both rows are written with the conversation),
 * so one indexed read both checks and starts the read mark.
 */
export async function readablePosition(db: Executor, viewer: { id: number }, id: number): Promise<ReadPosition> {
  const position = await findReadPosition(db, id, viewer.id);
  if (!position) throw notFound(CHAT_ERRORS.conversationNotFound);
  return position;
}

/** The room, if the viewer may read it; 404 otherwise. */
export async function readableRoom(db: Executor, viewer: { id: number; role: Role }, id: number): Promise<RoomRow> {
  const room = await findRoom(db, id);
  if (!room) throw notFound(CHAT_ERRORS.roomNotFound);
  if (room.type !== 'group' && !mayReadRoom(viewer, room, await isRoomMember(db, room.id, viewer.id))) throw notFound(CHAT_ERRORS.roomNotFound);
  return room;
}

/** join_room (docs/product/chat.md): only a conversation or room the viewer may read. */
export async function mayJoin(db: Executor, viewer: { id: number; role: Role }, target: { type: RealtimeRoomType; id: number }): Promise<boolean> {
  try {
    if (target.type === 'conversation') await readableConversation(db, viewer, target.id);
    else await readableRoom(db, viewer, target.id);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
