// HTTP for sending files (member-site.md §7, platform.md §6): multipart with the repeated field
// `files`, optionally `message` (a caption) and `client_id`. Who may send is decided before a
// byte of the body is read; services/uploads streams, checks and stores the files, then the
// message is recorded. Only these routes parse multipart (plugins/multipart.ts says why).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_ERRORS, filesSentResponse, idParams } from '@clanhall/shared';
import { routeSchema } from '../../lib/route-schema.js';
import multipartPlugin from '../../plugins/multipart.js';
import type { Services } from '../../services.js';
import { chatUploadRules } from '../../services/uploads/chat-uploads.js';
import { receiveUploads } from '../../services/uploads/receive-uploads.js';
import { readableRoom } from './chat.policy.js';
import { viewerOf } from './chat-request.js';
import { directSendTarget } from './direct-messages.service.js';
import { FILE_TEXT_FIELDS, recordDirectFiles, recordRoomFiles } from './file-messages.service.js';

export async function filesRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tag = 'chat';
    const rules = (uploaderId: number) => chatUploadRules(services.settings, uploaderId, { textFields: FILE_TEXT_FIELDS });

    r.post('/api/chat/conversations/:id/files', {
      schema: routeSchema({
        tag,
        auth: true,
        params: idParams,
        response: { 200: filesSentResponse, 201: filesSentResponse },
        errors: [400, 413, 415],
      }),
      config: { notFound: CHAT_ERRORS.conversationNotFound },
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const target = await directSendTarget(services.db.kysely, viewer, request.params.id);
        const received = await receiveUploads(request, services, await rules(viewer.id));
        const { message, created } = await recordDirectFiles(services, viewer, target, received);
        return reply.status(created ? 201 : 200).send({ success: true as const, message });
      },
    });

    r.post('/api/chat/rooms/:id/files', {
      schema: routeSchema({
        tag,
        auth: true,
        params: idParams,
        response: { 200: filesSentResponse, 201: filesSentResponse },
        errors: [400, 413, 415],
      }),
      config: { notFound: CHAT_ERRORS.roomNotFound },
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const room = await readableRoom(services.db.kysely, viewer, request.params.id);
        const received = await receiveUploads(request, services, await rules(viewer.id));
        const { message, created } = await recordRoomFiles(services, viewer, room, received);
        return reply.status(created ? 201 : 200).send({ success: true as const, message });
      },
    });
  });
}
