// HTTP for the back office's Chat Management (docs/product/back-office.md, docs/product/chat.md): rooms,
// their messages, private rooms' members and the reports queue. Administrators only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminChatMessagesResponse,
  adminPageQuery,
  CHAT_ERRORS,
  chatRoomResponse,
  chatRoomsResponse,
  createRoomBody,
  idParams,
  messageReportResponse,
  messageReportsResponse,
  messagesQuery,
  reportsQuery,
  roomMemberBody,
  roomMemberResponse,
  roomMembersResponse,
  successResponse,
} from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { roomIdParams, roomMemberParams } from '../chat-params.js';
import { viewerOf } from '../chat-request.js';
import {
  addMember,
  createRoom,
  listAdminRoomMessages,
  listAllRooms,
  listMembers,
  removeMember,
  removeRoom,
  removeRoomMessage,
} from '../rooms/admin-rooms.service.js';
import { dismissReport, listReports, removeReportedMessage } from './reports.service.js';

export async function adminChatRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin chat';
  const roomConfig = { notFound: CHAT_ERRORS.roomNotFound };

  r.get('/api/admin/chat/rooms', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: chatRoomsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listAllRooms(services, request.query),
  });

  r.post('/api/admin/chat/rooms', {
    schema: routeSchema({ tag, auth: true, body: createRoomBody, response: { 201: chatRoomResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const room = await createRoom(services, viewerOf(request), request.body);
      return reply.status(201).send({ room });
    },
  });

  r.delete('/api/admin/chat/rooms/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: roomConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await removeRoom(services, viewerOf(request), request.params.id);
      return { success: true as const };
    },
  });

  r.get('/api/admin/chat/messages/:roomId', {
    schema: routeSchema({ tag, auth: true, params: roomIdParams, querystring: messagesQuery, response: { 200: adminChatMessagesResponse } }),
    config: roomConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => listAdminRoomMessages(services, request.params.roomId, request.query),
  });

  r.delete('/api/admin/chat/messages/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: CHAT_ERRORS.messageNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await removeRoomMessage(services, viewerOf(request), request.params.id);
      return { success: true as const };
    },
  });

  r.get('/api/admin/chat/rooms/:id/members', {
    schema: routeSchema({ tag, auth: true, params: idParams, querystring: adminPageQuery, response: { 200: roomMembersResponse } }),
    config: roomConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => listMembers(services, request.params.id, request.query),
  });

  r.post('/api/admin/chat/rooms/:id/members', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: roomMemberBody, response: { 201: roomMemberResponse }, errors: [409] }),
    config: roomConfig,
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const member = await addMember(services, viewerOf(request), request.params.id, request.body.user_id);
      return reply.status(201).send({ member });
    },
  });

  r.delete('/api/admin/chat/rooms/:id/members/:userId', {
    schema: routeSchema({ tag, auth: true, params: roomMemberParams, response: { 200: successResponse }, errors: [400] }),
    config: roomConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await removeMember(services, viewerOf(request), request.params.id, request.params.userId);
      return { success: true as const };
    },
  });

  r.get('/api/admin/chat/reports', {
    schema: routeSchema({ tag, auth: true, querystring: reportsQuery, response: { 200: messageReportsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listReports(services, request.query),
  });

  const reportConfig = { notFound: CHAT_ERRORS.reportNotFound };
  r.post('/api/admin/chat/reports/:id/dismiss', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: messageReportResponse }, errors: [409] }),
    config: reportConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => ({ report: await dismissReport(services, viewerOf(request), request.params.id) }),
  });

  r.post('/api/admin/chat/reports/:id/remove', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: messageReportResponse }, errors: [409] }),
    config: reportConfig,
    onRequest: app.requireAdmin,
    handler: async (request) => ({ report: await removeReportedMessage(services, viewerOf(request), request.params.id) }),
  });
}
