// Find Users and friend requests (docs/product/chat.md Messages). To self is 400;
// a second pending request between the same two people is 409, even when both send at once
// (checked under the pair's lock, and the partial unique index on pair_key settles the rest);
// only the recipient answers (anyone else 404); accepting makes friends and opens their
// conversation. A block either way stops requests: the blocker hears 403, the blocked side
// only that the account is not found, as in Find Users.
import { CHAT_ERRORS, type ChatRelationsQuery, type ChatUsersQuery, type Conversation, type FriendRequest } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { Viewer } from '../chat.policy.js';
import { nudge } from '../realtime/chat-realtime.js';
import { isUniqueViolation } from '../chat-request.js';
import { areFriends, blockRelation, findAccount, listOtherUsers, listRelations, pairKey } from './chat-users.repository.js';
import { toChatRelation, toChatUser, toConversation, toFriendRequest } from '../chat-views.js';
import { listConversations, openConversation } from '../conversations/conversations.repository.js';
import { answerRequest, findRequest, hasPendingRequest, insertFriendship, insertRequest, listPendingRequests } from './friends.repository.js';

type Page = { limit: number; offset: number };

/** docs/product/chat.md: id, username, avatar_url and role only; where the caller stands is findRelations'. */
export async function findUsers(services: Services, viewer: Viewer, query: ChatUsersQuery) {
  const rows = await listOtherUsers(services.db.kysely, viewer.id, query);
  return { users: rows.map(toChatUser) };
}

/** Find Users' states (docs/product/chat.md): the caller's conversations and pending requests. */
export async function findRelations(services: Services, viewer: Viewer, query: ChatRelationsQuery) {
  const rows = await listRelations(services.db.kysely, viewer.id, query);
  return { relations: rows.map((row) => toChatRelation(row, viewer.id)) };
}

export async function listRequests(services: Services, viewer: Viewer, direction: 'incoming' | 'outgoing', page: Page) {
  const rows = await listPendingRequests(services.db.kysely, viewer.id, direction, page);
  return { requests: rows.map(toFriendRequest) };
}

async function requestView(services: Services, id: number): Promise<FriendRequest> {
  const row = await findRequest(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.requestNotFound);
  return toFriendRequest(row);
}

export async function sendRequest(services: Services, viewer: Viewer, recipientId: number): Promise<FriendRequest> {
  if (recipientId === viewer.id) throw badRequest(CHAT_ERRORS.selfRequest);
  let id: number;
  try {
    id = await writeTransaction(
      services.db,
      async (trx) => {
        const recipient = await findAccount(trx, recipientId);
        if (!recipient || recipient.status !== 'active') throw notFound(CHAT_ERRORS.userNotFound);
        const relation = await blockRelation(trx, viewer.id, recipientId);
        if (relation.byThem) throw notFound(CHAT_ERRORS.userNotFound);
        if (relation.byMe) throw forbidden(CHAT_ERRORS.blocked);
        if (await areFriends(trx, viewer.id, recipientId)) throw conflict(CHAT_ERRORS.alreadyFriends);
        if (await hasPendingRequest(trx, viewer.id, recipientId)) throw conflict(CHAT_ERRORS.requestPending);
        return insertRequest(trx, viewer.id, recipientId, services.clock.nowIso());
      },
      { locks: [`chat-pair:${pairKey(viewer.id, recipientId)}`] },
    );
  } catch (error) {
    // Another process's request for the pair landed first (the partial unique index).
    if (isUniqueViolation(error)) throw conflict(CHAT_ERRORS.requestPending);
    throw error;
  }
  nudge(services, 'requests_changed', [viewer.id, recipientId]);
  return requestView(services, id);
}

export async function respond(
  services: Services,
  viewer: Viewer,
  requestId: number,
  accept: boolean,
): Promise<{ request: FriendRequest; conversation: Conversation | null }> {
  const db = services.db;
  const answered = await writeTransaction(
    db,
    async (trx) => {
      const request = await findRequest(trx, requestId);
      // Only the recipient answers, and only once; to anyone else the request does not exist.
      if (!request || request.recipient_id !== viewer.id || request.status !== 'pending') throw notFound(CHAT_ERRORS.requestNotFound);
      const now = services.clock.nowIso();
      if (!(await answerRequest(trx, requestId, accept ? 'accepted' : 'declined', now))) throw notFound(CHAT_ERRORS.requestNotFound);
      if (!accept) return { senderId: request.sender_id, conversationId: null };
      await insertFriendship(trx, request.sender_id, request.recipient_id, now);
      const { conversation } = await openConversation(trx, request.sender_id, request.recipient_id, now);
      return { senderId: request.sender_id, conversationId: conversation.id };
    },
    { locks: [`chat-request:${requestId}`] },
  );
  const both = [viewer.id, answered.senderId];
  nudge(services, 'requests_changed', both);
  let conversation: Conversation | null = null;
  if (answered.conversationId !== null) {
    nudge(services, 'conversations_changed', both);
    const [row] = await listConversations(db.kysely, viewer.id, { limit: 1, id: answered.conversationId });
    conversation = row ? toConversation(row) : null;
  }
  return { request: await requestView(services, requestId), conversation };
}
