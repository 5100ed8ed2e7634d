// Direct messages (docs/product/chat.md): read by the two participants only, a page at a time
// (message-page.ts); reading marks the other's messages read. A send is refused when either
// side blocked the other; the same client_id from the same sender returns the first message
// instead of making a second. Sends in one conversation are serialised, so ids commit in
// order and a client catching up with `after` never skips one.
import { CHAT_ERRORS, type DirectMessage, type SendDirectBody } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { forbidden, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { blockedEitherWay, otherParticipant, readableConversation, readablePosition, type Viewer } from '../chat.policy.js';
import { announceDirectMessage, announceRead } from '../realtime/chat-realtime.js';
import { isUniqueViolation } from '../chat-request.js';
import { blockRelation, findAccount } from '../friends/chat-users.repository.js';
import { byMessage, toDirectMessage, type DirectMessageRow } from '../chat-views.js';
import { listAttachmentsOf } from '../files/attachments.repository.js';
import { findReadPosition, recordSentMessage } from './conversations.repository.js';
import {
  findDirectMessage,
  findDirectMessageByClientId,
  insertDirectMessage,
  listDirectMessages,
  markRead,
} from './direct-messages.repository.js';
import type { MessagePage } from '../message-page.js';
import type { Executor } from '../../../db/executor.js';

/** Rows as the viewer sees them, with their attachments (one query for the page, none when no message has files). */
export async function viewDirectMessages(services: Services, viewerId: number, rows: DirectMessageRow[]): Promise<DirectMessage[]> {
  const withFiles = rows.filter((row) => Number(row.has_files) === 1).map((row) => row.id);
  const files = byMessage(await listAttachmentsOf(services.db.kysely, 'direct', withFiles), 'direct_message_id');
  return rows.map((row) => toDirectMessage(row, viewerId, files.get(row.id) ?? [], services.signedUrls));
}

export async function viewDirectMessage(services: Services, viewerId: number, id: number): Promise<DirectMessage> {
  const row = await findDirectMessage(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.messageNotFound);
  const [message] = await viewDirectMessages(services, viewerId, [row]);
  return message!;
}

export async function readDirectMessages(services: Services, viewer: Viewer, conversationId: number, page: MessagePage) {
  const db = services.db.kysely;
  const position = await readablePosition(db, viewer, conversationId);
  if (position.unread > 0 && (await markReadForViewer(services, viewer.id, conversationId)) > 0) announceRead(services, viewer.id, conversationId);
  return { messages: await viewDirectMessages(services, viewer.id, await listDirectMessages(db, conversationId, page)) };
}

/**
 * Reading marks what was unread to the viewer: nothing unread (the usual case) writes nothing;
 * otherwise one transaction under the conversation's lock, which sends take too, so no message
 * lands between the marks and the new read position.
 */
async function markReadForViewer(services: Services, viewerId: number, conversationId: number): Promise<number> {
  return writeTransaction(
    services.db,
    async (trx) => {
      const current = await findReadPosition(trx, conversationId, viewerId);
      if (!current || current.unread === 0) return 0;
      return markRead(trx, conversationId, viewerId, current.read_id, services.clock.nowIso());
    },
    { locks: [`chat-conversation:${conversationId}`] },
  );
}

export interface DirectSendTarget {
  conversation: { id: number; user_a: number; user_b: number };
  recipient: { id: number; username: string };
}

/** Where a send may go: a conversation of the viewer's, neither side blocking the other. */
export async function directSendTarget(db: Executor, viewer: Viewer, conversationId: number): Promise<DirectSendTarget> {
  const conversation = await readableConversation(db, viewer, conversationId);
  const recipientId = otherParticipant(conversation, viewer.id);
  if (blockedEitherWay(await blockRelation(db, viewer.id, recipientId))) throw forbidden(CHAT_ERRORS.blocked);
  const recipient = await findAccount(db, recipientId);
  return { conversation, recipient: { id: recipientId, username: recipient?.username ?? '' } };
}

export async function sendDirectMessage(services: Services, viewer: Viewer, body: SendDirectBody): Promise<{ message: DirectMessage; created: boolean }> {
  const db = services.db.kysely;
  const target = await directSendTarget(db, viewer, body.conversation_id);
  const clientId = body.client_id ?? null;
  const repeated = async () => {
    const first = clientId === null ? undefined : await findDirectMessageByClientId(db, viewer.id, clientId);
    return first ? { message: await viewDirectMessage(services, viewer.id, first.id), created: false } : undefined;
  };
  const earlier = await repeated();
  if (earlier) return earlier;

  let id: number;
  try {
    id = await writeTransaction(
      services.db,
      async (trx) => {
        const now = services.clock.nowIso();
        const messageId = await insertDirectMessage(trx, {
          conversation_id: target.conversation.id,
          sender_id: viewer.id,
          sender_name: viewer.username,
          content: body.message,
          client_id: clientId,
          read_at: null,
          created_at: now,
        });
        await recordSentMessage(trx, target.conversation, { id: messageId, senderId: viewer.id, createdAt: now });
        return messageId;
      },
      { locks: [`chat-conversation:${target.conversation.id}`] },
    );
  } catch (error) {
    // The same client_id sent twice at once: the unique (sender_id, client_id) index let one in.
    const first = isUniqueViolation(error) ? await repeated() : undefined;
    if (first) return first;
    throw error;
  }
  const message = await viewDirectMessage(services, viewer.id, id);
  announceDirectMessage(services, target.conversation, message, { sender: viewer.username, recipient: target.recipient.username });
  return { message, created: true };
}
