// Rooms as members see them (platform.md §6): every group room, and the private rooms they
// belong to (administrators see all). Clearing a room is for administrators only; a member who
// may read it hears 403, anyone else 404.
import { CHAT_ERRORS, isAdminRole } from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { forbidden } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { mayClearRoom, readableRoom, type Viewer } from './chat.policy.js';
import { announceCleared } from './chat-realtime.js';
import { removeStoredFiles } from './chat-files.js';
import { toChatRoom } from './chat-views.js';
import { keysOfRoom } from './attachments.repository.js';
import { deleteRoomMessages } from './room-messages.repository.js';
import { listRooms } from './rooms.repository.js';

export async function listVisibleRooms(services: Services, viewer: Viewer, page: { limit: number; offset: number }) {
  const rows = await listRooms(services.db.kysely, { ...page, visibleTo: isAdminRole(viewer.role) ? undefined : viewer.id, order: 'name' });
  return { rooms: rows.map(toChatRoom) };
}

/** Removes every message of a room and their files. */
async function clearRoomMessages(services: Services, roomId: number): Promise<void> {
  const keys = await writeTransaction(
    services.db,
    async (trx) => {
      const found = await keysOfRoom(trx, roomId);
      await deleteRoomMessages(trx, roomId);
      return found;
    },
    { locks: [`chat-room:${roomId}`] },
  );
  await removeStoredFiles(services, keys);
  announceCleared(services, { room: { id: roomId } });
}

export async function clearRoom(services: Services, viewer: Viewer, roomId: number): Promise<void> {
  await readableRoom(services.db.kysely, viewer, roomId);
  if (!mayClearRoom(viewer)) throw forbidden(CHAT_ERRORS.roomClearAdminOnly);
  await clearRoomMessages(services, roomId);
  services.log.info({ adminId: viewer.id, admin: viewer.username, roomId }, 'chat room cleared');
}
