// The back office's Chat Management (docs/product/back-office.md Chat Management, docs/product/chat.md):
// rooms with their counts, creating and deleting rooms, reading and deleting their messages,
// and the members of private rooms. Each change is written to the audit log with the
// administrator who made it, in the change's transaction (docs/product/back-office.md, docs/decisions/013).
import {
  AUDIT_SUMMARIES,
  CHAT_ERRORS,
  type AdminChatMessage,
  type ChatRoom,
  type ChatUser,
  type CreateRoomBody,
} from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { Viewer } from '../chat.policy.js';
import { announceCleared, announceMessageDeleted, leaveRoom, nudge, nudgeEveryone } from '../realtime/chat-realtime.js';
import { removeStoredFiles } from '../files/chat-files.js';
import { findAccount } from '../friends/chat-users.repository.js';
import { roomMessagePlace } from '../moderation/chat-audit.js';
import { byMessage, toAttachment, toChatRoom, toChatUser } from '../chat-views.js';
import { keysOfMessage, keysOfRoom, listAttachmentsOf } from '../files/attachments.repository.js';
import type { MessagePage } from '../message-page.js';
import { resolveReportsOfMessage } from '../moderation/reports.repository.js';
import { deleteRoomMessage, findRoomMessage, listRoomMessages } from './room-messages.repository.js';
import { addRoomMember, deleteRoom, findRoom, findRoomView, insertRoom, listRoomMembers, listRooms, removeRoomMember, type RoomRow } from './rooms.repository.js';

type Page = { limit: number; offset: number };

async function roomOrNotFound(services: Services, id: number): Promise<RoomRow> {
  const room = await findRoom(services.db.kysely, id);
  if (!room) throw notFound(CHAT_ERRORS.roomNotFound);
  return room;
}

async function roomView(services: Services, id: number): Promise<ChatRoom> {
  const row = await findRoomView(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.roomNotFound);
  return toChatRoom(row);
}

export async function listAllRooms(services: Services, page: Page) {
  const rows = await listRooms(services.db.kysely, { ...page, order: 'newest' });
  return { rooms: rows.map(toChatRoom) };
}

export async function createRoom(services: Services, admin: Viewer, body: CreateRoomBody): Promise<ChatRoom> {
  const id = await writeTransaction(services.db, async (trx) => {
    const now = services.clock.nowIso();
    const inserted = await insertRoom(trx, { name: body.name, type: body.type, created_by: admin.id, created_at: now });
    await services.auditLog.record(
      {
        actor: admin,
        action: 'room.created',
        target: { type: 'room', id: inserted },
        summary: AUDIT_SUMMARIES.roomCreated(body.name, body.type),
      },
      trx,
    );
    return inserted;
  });
  services.events.emit('chat-room.written', { roomId: id });
  nudgeEveryone(services, 'rooms_changed');
  return roomView(services, id);
}

/** Deletes a room with its messages, members and files; open views of it are cleared. */
export async function removeRoom(services: Services, admin: Viewer, id: number): Promise<void> {
  const keys = await writeTransaction(
    services.db,
    async (trx) => {
      const room = await findRoom(trx, id);
      if (!room) throw notFound(CHAT_ERRORS.roomNotFound);
      const found = await keysOfRoom(trx, id);
      await deleteRoom(trx, id);
      await services.auditLog.record(
        { actor: admin, action: 'room.deleted', target: { type: 'room', id }, summary: AUDIT_SUMMARIES.roomDeleted(room.name) },
        trx,
      );
      return found;
    },
    { locks: [`chat-room:${id}`] },
  );
  services.events.emit('chat-room.written', { roomId: id });
  await removeStoredFiles(services, keys);
  announceCleared(services, { room: { id } });
  leaveRoom(services, id);
  nudgeEveryone(services, 'rooms_changed');
}

export async function listAdminRoomMessages(services: Services, roomId: number, page: MessagePage): Promise<{ messages: AdminChatMessage[] }> {
  await roomOrNotFound(services, roomId);
  const db = services.db.kysely;
  const rows = await listRoomMessages(db, roomId, page);
  const files = byMessage(await listAttachmentsOf(db, 'room', rows.map((row) => row.id)), 'room_message_id');
  const messages: AdminChatMessage[] = rows.map((row) => ({
    id: row.id,
    username: row.current_username ?? row.sender_name,
    message: row.message,
    created_at: row.created_at,
    attachments: (files.get(row.id) ?? []).map((file) => toAttachment(file, services.signedUrls)),
  }));
  return { messages };
}

/** Deletes one room message and its files (moderation); its open reports are settled with it. */
export async function removeRoomMessage(services: Services, admin: Viewer, messageId: number): Promise<void> {
  const { roomId, keys } = await writeTransaction(services.db, async (trx) => {
    const message = await findRoomMessage(trx, messageId);
    if (!message) throw notFound(CHAT_ERRORS.messageNotFound);
    const room = await findRoom(trx, message.room_id);
    const found = await keysOfMessage(trx, 'room', messageId);
    await deleteRoomMessage(trx, messageId);
    await resolveReportsOfMessage(trx, 'room', messageId, services.clock.nowIso());
    await services.auditLog.record(
      {
        actor: admin,
        action: 'message.deleted',
        target: { type: 'message', id: messageId },
        summary: AUDIT_SUMMARIES.messageDeleted(roomMessagePlace(message, room?.name ?? '')),
      },
      trx,
    );
    return { roomId: message.room_id, keys: found };
  });
  await removeStoredFiles(services, keys);
  announceMessageDeleted(services, { room: { id: roomId } }, messageId);
}

async function privateRoom(services: Services, id: number): Promise<RoomRow> {
  const room = await roomOrNotFound(services, id);
  if (room.type !== 'private') throw badRequest(CHAT_ERRORS.notPrivate);
  return room;
}

export async function listMembers(services: Services, roomId: number, page: Page): Promise<{ members: ChatUser[] }> {
  await privateRoom(services, roomId);
  return { members: (await listRoomMembers(services.db.kysely, roomId, page)).map(toChatUser) };
}

export async function addMember(services: Services, admin: Viewer, roomId: number, userId: number): Promise<ChatUser> {
  const room = await privateRoom(services, roomId);
  const account = await findAccount(services.db.kysely, userId);
  if (!account) throw notFound(CHAT_ERRORS.userNotFound);
  await writeTransaction(services.db, async (trx) => {
    if (!(await addRoomMember(trx, roomId, userId, services.clock.nowIso()))) throw conflict(CHAT_ERRORS.alreadyMember);
    await services.auditLog.record(
      {
        actor: admin,
        action: 'room-member.added',
        target: { type: 'room', id: roomId },
        summary: AUDIT_SUMMARIES.roomMemberAdded(account.username, room.name),
      },
      trx,
    );
  });
  nudge(services, 'rooms_changed', [userId]);
  return toChatUser(account);
}

/** Removes a member; their open tabs leave the room at once (unless they are an administrator). */
export async function removeMember(services: Services, admin: Viewer, roomId: number, userId: number): Promise<void> {
  const room = await privateRoom(services, roomId);
  const account = await writeTransaction(services.db, async (trx) => {
    if (!(await removeRoomMember(trx, roomId, userId))) throw notFound(CHAT_ERRORS.notMember);
    const member = await findAccount(trx, userId);
    await services.auditLog.record(
      {
        actor: admin,
        action: 'room-member.removed',
        target: { type: 'room', id: roomId },
        summary: AUDIT_SUMMARIES.roomMemberRemoved(member?.username ?? `#${userId}`, room.name),
      },
      trx,
    );
    return member;
  });
  if (account?.role !== 'admin') leaveRoom(services, roomId, [userId]);
  nudge(services, 'rooms_changed', [userId]);
}
