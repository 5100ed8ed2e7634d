// HTTP for rooms as members use them (docs/product/chat.md): the room list, a
// room's messages, sending one, and clearing (administrators only). A private room the caller
// may not read is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  CHAT_ERRORS,
  chatRoomsResponse,
  idParams,
  messagesQuery,
  roomMessageResponse,
  roomMessagesResponse,
  sendRoomBody,
  successResponse,
} from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { viewerOf } from '../chat-request.js';
import { takeChatSend } from '../chat-send-limit.js';
import { readRoomMessages, sendRoomMessage } from './room-messages.service.js';
import { clearRoom, listVisibleRooms } from './rooms.service.js';

export async function roomsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'chat';
  const config = { notFound: CHAT_ERRORS.roomNotFound };

  r.get('/api/chat/all-rooms', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: chatRoomsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listVisibleRooms(services, viewerOf(request), request.query),
  });

  r.get('/api/chat/rooms/:id/messages', {
    schema: routeSchema({ tag, auth: true, params: idParams, querystring: messagesQuery, response: { 200: roomMessagesResponse } }),
    config,
    onRequest: app.authenticate,
    handler: async (request) => readRoomMessages(services, viewerOf(request), request.params.id, request.query),
  });

  r.post('/api/chat/rooms/:id/messages', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: sendRoomBody, response: { 200: roomMessageResponse, 201: roomMessageResponse }, errors: [429] }),
    config,
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      await takeChatSend(services, request, viewer.id);
      const { message, created } = await sendRoomMessage(services, viewer, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ message });
    },
  });

  r.delete('/api/chat/rooms/:id/messages', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config,
    onRequest: app.authenticate,
    handler: async (request) => {
      await clearRoom(services, viewerOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
