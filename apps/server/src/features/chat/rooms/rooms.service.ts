// Rooms as members see them (docs/product/chat.md): every group room, and the private rooms they
// belong to (administrators see all). Clearing a room is for administrators only; a member who
// may read it hears 403, anyone else 404; a clearing is written to the audit log in its
// transaction (docs/product/back-office.md, docs/decisions/013).
import { AUDIT_SUMMARIES, CHAT_ERRORS, isAdminRole } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { forbidden } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { mayClearRoom, readableRoom, type Viewer } from '../chat.policy.js';
import { announceCleared } from '../realtime/chat-realtime.js';
import { removeStoredFiles } from '../files/chat-files.js';
import { toChatRoom } from '../chat-views.js';
import { keysOfRoom } from '../files/attachments.repository.js';
import { deleteRoomMessages } from './room-messages.repository.js';
import { listRooms, type RoomRow } from './rooms.repository.js';

export async function listVisibleRooms(services: Services, viewer: Viewer, page: { limit: number; offset: number }) {
  const rows = await listRooms(services.db.kysely, { ...page, visibleTo: isAdminRole(viewer.role) ? undefined : viewer.id, order: 'name' });
  return { rooms: rows.map(toChatRoom) };
}

/** Removes every message of a room and their files. */
async function clearRoomMessages(services: Services, admin: Viewer, room: RoomRow): Promise<void> {
  const keys = await writeTransaction(
    services.db,
    async (trx) => {
      const found = await keysOfRoom(trx, room.id);
      const count = await deleteRoomMessages(trx, room.id);
      await services.auditLog.record(
        {
          actor: admin,
          action: 'room.cleared',
          target: { type: 'room', id: room.id },
          summary: AUDIT_SUMMARIES.roomCleared(room.name, count),
        },
        trx,
      );
      return found;
    },
    { locks: [`chat-room:${room.id}`] },
  );
  await removeStoredFiles(services, keys);
  announceCleared(services, { room: { id: room.id } });
}

export async function clearRoom(services: Services, viewer: Viewer, roomId: number): Promise<void> {
  const room = await readableRoom(services.db.kysely, viewer, roomId);
  if (!mayClearRoom(viewer)) throw forbidden(CHAT_ERRORS.roomClearAdminOnly);
  await clearRoomMessages(services, viewer, room);
}
