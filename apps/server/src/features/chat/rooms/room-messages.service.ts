// Room messages (docs/product/chat.md): read and written by whoever may read the room
// (chat.policy.ts); a page at a time (message-page.ts); the same client_id from the same sender
// returns the first message. Sends in one room are serialised so ids commit in order.
import { CHAT_ERRORS, type RoomMessage, type SendRoomBody } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { readableRoom, type Viewer } from '../chat.policy.js';
import { announceRoomMessage } from '../realtime/chat-realtime.js';
import { isUniqueViolation } from '../chat-request.js';
import { byMessage, fileMessageIds, toRoomMessage, type RoomMessageRow } from '../chat-views.js';
import { listAttachmentsOf } from '../files/attachments.repository.js';
import type { MessagePage } from '../message-page.js';
import { findRoomMessage, findRoomMessageByClientId, insertRoomMessage, listRoomMessages } from './room-messages.repository.js';

export async function viewRoomMessages(services: Services, viewerId: number, rows: RoomMessageRow[]): Promise<RoomMessage[]> {
  const files = byMessage(await listAttachmentsOf(services.db.kysely, 'room', fileMessageIds(rows)), 'room_message_id');
  return rows.map((row) => toRoomMessage(row, viewerId, files.get(row.id) ?? [], services.signedUrls));
}

export async function viewRoomMessage(services: Services, viewerId: number, id: number): Promise<RoomMessage> {
  const row = await findRoomMessage(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.messageNotFound);
  const [message] = await viewRoomMessages(services, viewerId, [row]);
  return message!;
}

export async function readRoomMessages(services: Services, viewer: Viewer, roomId: number, page: MessagePage) {
  const db = services.db.kysely;
  await readableRoom(db, viewer, roomId);
  return { messages: await viewRoomMessages(services, viewer.id, await listRoomMessages(db, roomId, page)) };
}

export async function sendRoomMessage(services: Services, viewer: Viewer, roomId: number, body: SendRoomBody): Promise<{ message: RoomMessage; created: boolean }> {
  const db = services.db.kysely;
  const room = await readableRoom(db, viewer, roomId);
  const clientId = body.client_id ?? null;
  const repeated = async () => {
    const first = clientId === null ? undefined : await findRoomMessageByClientId(db, viewer.id, clientId);
    return first ? { message: await viewRoomMessage(services, viewer.id, first.id), created: false } : undefined;
  };
  const earlier = await repeated();
  if (earlier) return earlier;

  let id: number;
  try {
    id = await writeTransaction(
      services.db,
      (trx) =>
        insertRoomMessage(trx, {
          room_id: room.id,
          sender_id: viewer.id,
          sender_name: viewer.username,
          message: body.message,
          // Typed text is always 'text'; 'file' is the upload's (a caller cannot fake one).
          message_type: 'text',
          client_id: clientId,
          created_at: services.clock.nowIso(),
        }),
      { locks: [`chat-room:${room.id}`] },
    );
  } catch (error) {
    const first = isUniqueViolation(error) ? await repeated() : undefined;
    if (first) return first;
    throw error;
  }
  const message = await viewRoomMessage(services, viewer.id, id);
  announceRoomMessage(services, room, message);
  return { message, created: true };
}
