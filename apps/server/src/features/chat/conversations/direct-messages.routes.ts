// HTTP for direct messages (docs/product/chat.md): a page of a conversation's
// messages (reading marks them read) and sending one. A repeated client_id answers 200 with the
// first message instead of 201 with a new one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_ERRORS, directMessageResponse, directMessagesResponse, messagesQuery, sendDirectBody } from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { conversationParams } from '../chat-params.js';
import { viewerOf } from '../chat-request.js';
import { takeChatSend } from '../chat-send-limit.js';
import { readDirectMessages, sendDirectMessage } from './direct-messages.service.js';

export async function directMessagesRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'chat';

  r.get('/api/chat/messages/:conversationId', {
    schema: routeSchema({ tag, auth: true, params: conversationParams, querystring: messagesQuery, response: { 200: directMessagesResponse } }),
    config: { notFound: CHAT_ERRORS.conversationNotFound },
    onRequest: app.authenticate,
    handler: async (request) => readDirectMessages(services, viewerOf(request), request.params.conversationId, request.query),
  });

  r.post('/api/chat/send', {
    schema: routeSchema({
      tag,
      auth: true,
      body: sendDirectBody,
      response: { 200: directMessageResponse, 201: directMessageResponse },
      errors: [403, 404, 429],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      await takeChatSend(services, request, viewer.id);
      const { message, created } = await sendDirectMessage(services, viewer, request.body);
      return reply.status(created ? 201 : 200).send({ message });
    },
  });
}
