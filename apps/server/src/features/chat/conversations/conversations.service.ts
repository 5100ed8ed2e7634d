// Conversations (docs/product/chat.md): listed for their two participants only, by last activity,
// with the last message and the unread count; started only between friends or when either is
// an administrator; cleared for both at once, files included.
import { CHAT_ERRORS, conversationCursor, type Conversation } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { mayStartConversation, readableConversation, type Viewer } from '../chat.policy.js';
import { announceCleared, nudge } from '../realtime/chat-realtime.js';
import { removeStoredFiles } from '../files/chat-files.js';
import { areFriends, blockRelation, findAccount } from '../friends/chat-users.repository.js';
import { toConversation } from '../chat-views.js';
import { keysOfConversation } from '../files/attachments.repository.js';
import {
  countUnread,
  findConversationOfPair,
  listConversations as listConversationRows,
  openConversation,
  resetConversation,
  type ConversationCursor,
} from './conversations.repository.js';
import { deleteConversationMessages } from './direct-messages.repository.js';

/** A page of the member's list (docs/product/chat.md): newest activity first, after `before`. */
export async function listConversations(services: Services, viewer: Viewer, page: { limit: number; before?: ConversationCursor }) {
  const rows = await listConversationRows(services.db.kysely, viewer.id, page);
  const last = rows.length === page.limit ? rows.at(-1) : undefined;
  return { conversations: rows.map(toConversation), next_cursor: last ? conversationCursor({ activity_at: last.activity_at, id: last.id }) : null };
}

async function conversationView(services: Services, viewer: Viewer, id: number): Promise<Conversation> {
  const [row] = await listConversationRows(services.db.kysely, viewer.id, { limit: 1, id });
  if (!row) throw notFound(CHAT_ERRORS.conversationNotFound);
  return toConversation(row);
}

/** The pair's conversation: the existing one, or a new one when the rules allow it. */
export async function startConversation(services: Services, viewer: Viewer, participantId: number): Promise<{ conversation: Conversation; created: boolean }> {
  if (participantId === viewer.id) throw badRequest(CHAT_ERRORS.selfConversation);
  const db = services.db.kysely;
  const other = await findAccount(db, participantId);
  if (!other || other.status !== 'active') throw notFound(CHAT_ERRORS.userNotFound);
  const relation = await blockRelation(db, viewer.id, other.id);
  if (relation.byThem) throw notFound(CHAT_ERRORS.userNotFound);
  if (relation.byMe) throw forbidden(CHAT_ERRORS.blocked);
  const existing = await findConversationOfPair(db, viewer.id, other.id);
  if (existing) return { conversation: await conversationView(services, viewer, existing.id), created: false };
  if (!mayStartConversation(viewer, other, await areFriends(db, viewer.id, other.id))) throw forbidden(CHAT_ERRORS.notFriends);
  const { conversation, created } = await writeTransaction(services.db, (trx) => openConversation(trx, viewer.id, other.id, services.clock.nowIso()));
  if (created) nudge(services, 'conversations_changed', [viewer.id, other.id]);
  return { conversation: await conversationView(services, viewer, conversation.id), created };
}

export async function unreadCount(services: Services, viewer: Viewer) {
  return { count: await countUnread(services.db.kysely, viewer.id) };
}

/** Clears a conversation for both participants and removes its files (docs/product/chat.md). */
export async function clearConversation(services: Services, viewer: Viewer, id: number): Promise<void> {
  const conversation = await readableConversation(services.db.kysely, viewer, id);
  const keys = await writeTransaction(
    services.db,
    async (trx) => {
      const found = await keysOfConversation(trx, id);
      await deleteConversationMessages(trx, id);
      await resetConversation(trx, conversation);
      return found;
    },
    { locks: [`chat-conversation:${id}`] },
  );
  await removeStoredFiles(services, keys);
  announceCleared(services, { conversation });
}
