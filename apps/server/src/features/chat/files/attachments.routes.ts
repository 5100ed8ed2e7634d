// HTTP for deleting an attachment (docs/product/chat.md: the real delete, beyond the documents'
// 'coming soon'): its uploader or an administrator, among those who may read its message.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_ERRORS, idParams, successResponse } from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { viewerOf } from '../chat-request.js';
import { removeAttachment } from './attachments.service.js';

export async function attachmentsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete('/api/chat/attachments/:id', {
    schema: routeSchema({ tag: 'chat', auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: CHAT_ERRORS.attachmentNotFound },
    onRequest: app.authenticate,
    handler: async (request) => {
      await removeAttachment(services, viewerOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
