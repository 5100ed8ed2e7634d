// File messages (docs/product/chat.md "Files"): each upload makes one message carrying its
// attachments, in a conversation or a room, with an optional caption. The bytes are stored by
// services/uploads before this records them; whatever goes wrong from then on removes them
// again, so no file is left that no row names. A repeated client_id returns the first message
// and drops the files sent again.
import { LIMITS, SERVER_ERRORS, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import type { Insertable } from 'kysely';
import type { AttachmentsTable } from '../../../db/schema.js';
import { writeTransaction, type WriteTransaction } from '../../../db/write-transaction.js';
import { badRequest } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { ReceivedUploads, StoredUpload } from '../../../services/uploads/receive-uploads.js';
import type { Viewer } from '../chat.policy.js';
import { announceDirectMessage, announceRoomMessage } from '../realtime/chat-realtime.js';
import { isUniqueViolation } from '../chat-request.js';
import { removeStoredFiles } from './chat-files.js';
import { insertAttachments } from './attachments.repository.js';
import { recordSentMessage } from '../conversations/conversations.repository.js';
import { findDirectMessageByClientId, insertDirectMessage } from '../conversations/direct-messages.repository.js';
import { viewDirectMessage, type DirectSendTarget } from '../conversations/direct-messages.service.js';
import { findRoomMessageByClientId, insertRoomMessage } from '../rooms/room-messages.repository.js';
import { viewRoomMessage } from '../rooms/room-messages.service.js';
import type { RoomRow } from '../rooms/rooms.repository.js';

/** The text fields a file upload may carry besides its files. */
export const FILE_TEXT_FIELDS = ['message', 'client_id'] as const;

interface Extras {
  caption: string;
  clientId: string | null;
}

/** The caption and client_id of the form, checked like a typed message's. */
function extrasOf(fields: Record<string, string>): Extras {
  const caption = fields.message ?? '';
  if (caption.length > LIMITS.chatMessageMax) throw badRequest(`Message must be at most ${LIMITS.chatMessageMax} characters`);
  if (caption.includes('\u0000')) throw badRequest(SERVER_ERRORS.nulCharacter);
  const clientId = fields.client_id?.trim() ?? '';
  if (clientId.length > 100) throw badRequest('client_id must be at most 100 characters');
  return { caption, clientId: clientId === '' ? null : clientId };
}

const attachmentRows = (files: StoredUpload[], uploaderId: number, now: string, messageColumn: Partial<Insertable<AttachmentsTable>>) =>
  files.map(
    (file): Insertable<AttachmentsTable> => ({
      ...messageColumn,
      uploader_id: uploaderId,
      storage_key: file.key,
      name: file.name,
      type: file.type,
      size: file.size,
      width: file.width,
      height: file.height,
      duration: file.duration,
      created_at: now,
    }),
  );

/**
 * Records a stored upload as a message, or returns the first message of a repeated client_id.
 * The files are removed again unless they ended up in a new message.
 */
async function record<T>(
  services: Services,
  received: ReceivedUploads,
  lock: string,
  findFirst: (clientId: string) => Promise<T | undefined>,
  write: (trx: WriteTransaction, extras: Extras, now: string) => Promise<number>,
): Promise<{ id: number; created: true } | { first: T; created: false }> {
  const keys = received.files.map((file) => file.key);
  try {
    const extras = extrasOf(received.fields);
    const first = extras.clientId === null ? undefined : await findFirst(extras.clientId);
    if (first) {
      await removeStoredFiles(services, keys);
      return { first, created: false };
    }
    try {
      const id = await writeTransaction(services.db, (trx) => write(trx, extras, services.clock.nowIso()), { locks: [lock] });
      return { id, created: true };
    } catch (error) {
      const again = extras.clientId !== null && isUniqueViolation(error) ? await findFirst(extras.clientId) : undefined;
      if (!again) throw error;
      await removeStoredFiles(services, keys);
      return { first: again, created: false };
    }
  } catch (error) {
    await removeStoredFiles(services, keys);
    throw error;
  }
}

export async function recordDirectFiles(
  services: Services,
  viewer: Viewer,
  target: DirectSendTarget,
  received: ReceivedUploads,
): Promise<{ message: DirectMessage; created: boolean }> {
  const db = services.db.kysely;
  const conversationId = target.conversation.id;
  const result = await record(
    services,
    received,
    `chat-conversation:${conversationId}`,
    (clientId) => findDirectMessageByClientId(db, viewer.id, clientId),
    async (trx, extras, now) => {
      const id = await insertDirectMessage(trx, {
        conversation_id: conversationId,
        sender_id: viewer.id,
        sender_name: viewer.username,
        content: extras.caption,
        client_id: extras.clientId,
        read_at: null,
        created_at: now,
      });
      await insertAttachments(trx, attachmentRows(received.files, viewer.id, now, { direct_message_id: id }));
      await recordSentMessage(trx, target.conversation, { id, senderId: viewer.id, createdAt: now });
      return id;
    },
  );
  if (!result.created) return { message: await viewDirectMessage(services, viewer.id, result.first.id), created: false };
  const message = await viewDirectMessage(services, viewer.id, result.id);
  announceDirectMessage(services, target.conversation, message, { sender: viewer.username, recipient: target.recipient.username });
  return { message, created: true };
}

export async function recordRoomFiles(
  services: Services,
  viewer: Viewer,
  room: RoomRow,
  received: ReceivedUploads,
): Promise<{ message: RoomMessage; created: boolean }> {
  const db = services.db.kysely;
  const result = await record(
    services,
    received,
    `chat-room:${room.id}`,
    (clientId) => findRoomMessageByClientId(db, viewer.id, clientId),
    async (trx, extras, now) => {
      const id = await insertRoomMessage(trx, {
        room_id: room.id,
        sender_id: viewer.id,
        sender_name: viewer.username,
        message: extras.caption,
        message_type: 'file',
        client_id: extras.clientId,
        created_at: now,
      });
      await insertAttachments(trx, attachmentRows(received.files, viewer.id, now, { room_message_id: id }));
      return id;
    },
  );
  if (!result.created) return { message: await viewRoomMessage(services, viewer.id, result.first.id), created: false };
  const message = await viewRoomMessage(services, viewer.id, result.id);
  announceRoomMessage(services, room, message);
  return { message, created: true };
}

