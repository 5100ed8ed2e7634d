// HTTP for conversations (docs/product/chat.md): the list, starting one, the
// unread count and clearing. A conversation the caller is not part of is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationsQuery,
  CHAT_ERRORS,
  conversationResponse,
  conversationsResponse,
  idParams,
  startConversationBody,
  successResponse,
  unreadResponse,
} from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { viewerOf } from '../chat-request.js';
import { clearConversation, listConversations, startConversation, unreadCount } from './conversations.service.js';

export async function conversationsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'chat';

  r.get('/api/chat/conversations', {
    schema: routeSchema({ tag, auth: true, querystring: conversationsQuery, response: { 200: conversationsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listConversations(services, viewerOf(request), request.query),
  });

  r.post('/api/chat/conversation', {
    schema: routeSchema({
      tag,
      auth: true,
      body: startConversationBody,
      response: { 200: conversationResponse, 201: conversationResponse },
      errors: [403, 404],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { conversation, created } = await startConversation(services, viewerOf(request), request.body.participant_id);
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  });

  r.get('/api/chat/unread', {
    schema: routeSchema({ tag, auth: true, response: { 200: unreadResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => unreadCount(services, viewerOf(request)),
  });

  r.delete('/api/chat/conversations/:id/messages', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: CHAT_ERRORS.conversationNotFound },
    onRequest: app.authenticate,
    handler: async (request) => {
      await clearConversation(services, viewerOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
