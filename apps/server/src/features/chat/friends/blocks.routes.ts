// HTTP for blocking (docs/product/chat.md, beyond the documents).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPageQuery, blockBody, blocksResponse, CHAT_ERRORS, successResponse } from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { userIdParams } from '../chat-params.js';
import { viewerOf } from '../chat-request.js';
import { block, listBlocks, unblock } from './blocks.service.js';

export async function blocksRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'chat';

  r.get('/api/chat/blocks', {
    schema: routeSchema({ tag, auth: true, querystring: adminPageQuery, response: { 200: blocksResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listBlocks(services, viewerOf(request), request.query),
  });

  r.post('/api/chat/block', {
    schema: routeSchema({ tag, auth: true, body: blockBody, response: { 200: successResponse }, errors: [404] }),
    onRequest: app.authenticate,
    handler: async (request) => {
      await block(services, viewerOf(request), request.body.user_id);
      return { success: true as const };
    },
  });

  r.delete('/api/chat/block/:userId', {
    schema: routeSchema({ tag, auth: true, params: userIdParams, response: { 200: successResponse } }),
    config: { notFound: CHAT_ERRORS.userNotFound },
    onRequest: app.authenticate,
    handler: async (request) => {
      await unblock(services, viewerOf(request), request.params.userId);
      return { success: true as const };
    },
  });
}
