// HTTP for Find Users and friend requests (docs/product/chat.md). Every call needs
// a signed-in, active account (any role may chat).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPageQuery,
  chatRelationsQuery,
  chatRelationsResponse,
  chatUsersQuery,
  chatUsersResponse,
  friendRequestBody,
  friendRequestResponse,
  friendRequestsResponse,
  respondBody,
  respondResponse,
} from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { viewerOf } from '../chat-request.js';
import { findRelations, findUsers, listRequests, respond, sendRequest } from './friends.service.js';

export async function friendsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'chat';

  r.get('/api/chat/all-users', {
    schema: routeSchema({ tag, auth: true, querystring: chatUsersQuery, response: { 200: chatUsersResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => findUsers(services, viewerOf(request), request.query),
  });

  // Where the caller stands with the accounts Find Users shows: kept apart from all-users, whose
  // answer docs/product/chat.md fixes at id, username, avatar_url and role.
  r.get('/api/chat/relations', {
    schema: routeSchema({ tag, auth: true, querystring: chatRelationsQuery, response: { 200: chatRelationsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => findRelations(services, viewerOf(request), request.query),
  });

  r.post('/api/chat/request', {
    schema: routeSchema({ tag, auth: true, body: friendRequestBody, response: { 201: friendRequestResponse }, errors: [403, 404, 409] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const friendRequest = await sendRequest(services, viewerOf(request), request.body.recipient_id);
      return reply.status(201).send({ request: friendRequest });
    },
  });

  r.get('/api/chat/requests', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: friendRequestsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listRequests(services, viewerOf(request), 'incoming', request.query),
  });

  r.get('/api/chat/sent-requests', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: friendRequestsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listRequests(services, viewerOf(request), 'outgoing', request.query),
  });

  r.post('/api/chat/respond', {
    schema: routeSchema({ tag, auth: true, body: respondBody, response: { 200: respondResponse }, errors: [404] }),
    onRequest: app.authenticate,
    handler: async (request) => respond(services, viewerOf(request), request.body.request_id, request.body.accept),
  });
}
