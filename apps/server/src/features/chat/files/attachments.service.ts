// Deleting one attachment (docs/product/chat.md: the uploader or an administrator, with the real
// delete): only among those who may read its message (anyone else 404), its file removed from
// disk. A message left with neither text nor files goes with it. An administrator deleting
// someone else's file is moderating: that is written to the audit log in the same transaction
// (docs/product/back-office.md, docs/decisions/013); deleting one's own file is not an administrator change.
import { AUDIT_SUMMARIES, CHAT_ERRORS, isAdminRole, type AuditedMessagePlace } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { forbidden, HttpError, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { mayDeleteAttachment, readableConversation, readableRoom, type Viewer } from '../chat.policy.js';
import { announceAttachmentDeleted, announceMessageDeleted } from '../realtime/chat-realtime.js';
import { removeStoredFiles } from './chat-files.js';
import { countAttachmentsOf, deleteAttachment, findAttachment } from './attachments.repository.js';
import { deleteDirectMessage, findDirectMessage } from '../conversations/direct-messages.repository.js';
import { deleteRoomMessage, findRoomMessage } from '../rooms/room-messages.repository.js';

type Place = { conversation: { id: number; user_a: number; user_b: number } } | { room: { id: number } };

/** Where the attachment is, if the viewer may read it; 404 otherwise. */
async function placeOf(services: Services, viewer: Viewer, attachment: { direct_message_id: number | null; room_message_id: number | null }) {
  const db = services.db.kysely;
  try {
    if (attachment.direct_message_id !== null) {
      const message = await findDirectMessage(db, attachment.direct_message_id);
      if (!message) throw notFound(CHAT_ERRORS.attachmentNotFound);
      const conversation = await readableConversation(db, viewer, message.conversation_id);
      const described: AuditedMessagePlace = { author: message.current_username ?? message.sender_name, roomName: null };
      const place = { conversation } as Place;
      return { place, kind: 'direct' as const, messageId: message.id, text: message.content, described };
    }
    if (attachment.room_message_id !== null) {
      const message = await findRoomMessage(db, attachment.room_message_id);
      if (!message) throw notFound(CHAT_ERRORS.attachmentNotFound);
      const room = await readableRoom(db, viewer, message.room_id);
      const described: AuditedMessagePlace = { author: message.current_username ?? message.sender_name, roomName: room.name };
      return { place: { room } as Place, kind: 'room' as const, messageId: message.id, text: message.message, described };
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(CHAT_ERRORS.attachmentNotFound);
    throw error;
  }
  throw notFound(CHAT_ERRORS.attachmentNotFound);
}

export async function removeAttachment(services: Services, viewer: Viewer, id: number): Promise<void> {
  const attachment = await findAttachment(services.db.kysely, id);
  if (!attachment) throw notFound(CHAT_ERRORS.attachmentNotFound);
  const { place, kind, messageId, text, described } = await placeOf(services, viewer, attachment);
  if (!mayDeleteAttachment(viewer, attachment)) throw forbidden(CHAT_ERRORS.attachmentDeleteForbidden);
  const moderating = isAdminRole(viewer.role) && attachment.uploader_id !== viewer.id;
  const result = await writeTransaction(services.db, async (trx) => {
    const row = await deleteAttachment(trx, id);
    if (!row) throw notFound(CHAT_ERRORS.attachmentNotFound);
    if (moderating) {
      await services.auditLog.record(
        {
          actor: viewer,
          action: 'attachment.deleted',
          target: { type: 'attachment', id },
          summary: AUDIT_SUMMARIES.attachmentDeleted(row.name, described),
        },
        trx,
      );
    }
    // A file message with no text and no files left would be an empty bubble: it goes too.
    const emptied = text.trim() === '' && (await countAttachmentsOf(trx, kind, messageId)) === 0;
    if (emptied) await (kind === 'direct' ? deleteDirectMessage(trx, messageId) : deleteRoomMessage(trx, messageId));
    return { key: row.storage_key, emptied };
  });
  await removeStoredFiles(services, [result.key]);
  if (result.emptied) announceMessageDeleted(services, place, messageId);
  else announceAttachmentDeleted(services, place, messageId, id);
}
