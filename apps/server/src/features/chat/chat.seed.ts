// Chat's part of the demo content (docs/product/operating.md SEED_DEMO): a welcome group room made by the
// system, with a few friendly words from the first administrator. Only into an empty chat,
// even when two fresh processes seed at once.
import { writeTransaction } from '../../db/write-transaction.js';
import type { Services } from '../../services.js';
import { countRooms, insertRoom } from './rooms/rooms.repository.js';
import { insertRoomMessage } from './rooms/room-messages.repository.js';

export const DEMO_ROOM_NAME = 'The Great Hall';

const DEMO_MESSAGES = [
  'Welcome to the Great Hall, friends! Pull up a bench by the fire.',
  'This room is open to every member. Share your news, your questions and your best tales.',
  'Looking for someone? Find them under Find Users and send a friend request to chat in private.',
];

const MINUTE_MS = 60 * 1000;

export async function seedChat(services: Services): Promise<void> {
  const db = services.db.kysely;
  if ((await countRooms(db)) > 0) return;
  const added = await writeTransaction(
    services.db,
    async (trx) => {
      if ((await countRooms(trx)) > 0) return false;
      const admin = await trx.selectFrom('users').select(['id', 'username']).where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst();
      const start = services.clock.nowMs() - DEMO_MESSAGES.length * 5 * MINUTE_MS;
      const roomId = await insertRoom(trx, { name: DEMO_ROOM_NAME, type: 'group', created_by: null, created_at: new Date(start).toISOString() });
      if (admin) {
        for (const [i, message] of DEMO_MESSAGES.entries()) {
          await insertRoomMessage(trx, {
            room_id: roomId,
            sender_id: admin.id,
            sender_name: admin.username,
            message,
            message_type: 'text',
            client_id: null,
            created_at: new Date(start + (i + 1) * 5 * MINUTE_MS).toISOString(),
          });
        }
      }
      return roomId;
    },
    { locks: ['chat-seed'] },
  );
  if (added !== false) services.events.emit('chat-room.written', { roomId: added });
  services.log.info({ room: DEMO_ROOM_NAME }, added !== false ? 'demo content: chat room added' : 'demo content: chat already has rooms');
}
