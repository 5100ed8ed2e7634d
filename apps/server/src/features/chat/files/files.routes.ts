// HTTP for sending files (docs/product/chat.md): multipart with the repeated field
// `files`, optionally `message` (a caption) and `client_id`. Who may send is decided before a
// byte of the body is read; services/uploads streams, checks and stores the files, then the
// message is recorded. Only these routes parse multipart (plugins/multipart.ts says why).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_ERRORS, filesSentResponse, idParams, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import multipartPlugin from '../../../plugins/multipart.js';
import type { Services } from '../../../services.js';
import { chatUploadRules } from '../../../services/uploads/chat-uploads.js';
import { receiveUploads, type ReceivedUploads } from '../../../services/uploads/receive-uploads.js';
import { readableRoom, type Viewer } from '../chat.policy.js';
import { viewerOf } from '../chat-request.js';
import { takeChatSend } from '../chat-send-limit.js';
import { directSendTarget } from '../conversations/direct-messages.service.js';
import { FILE_TEXT_FIELDS, recordDirectFiles, recordRoomFiles } from './file-messages.service.js';

export async function filesRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tag = 'chat';
    const rules = (uploader: Viewer) => chatUploadRules(services.settings, uploader, { textFields: FILE_TEXT_FIELDS });

    /**
     * POST `path`: `target` decides, before a byte of the body is read, whether the caller may
     * send there (404 `notFound` otherwise); `record` writes the message with its files.
     */
    function fileRoute<Target>(
      path: string,
      notFound: string,
      target: (viewer: Viewer, id: number) => Promise<Target>,
      record: (viewer: Viewer, target: Target, received: ReceivedUploads) => Promise<{ message: DirectMessage | RoomMessage; created: boolean }>,
    ) {
      r.post(path, {
        schema: routeSchema({
          tag,
          auth: true,
          params: idParams,
          response: { 200: filesSentResponse, 201: filesSentResponse },
          errors: [400, 413, 415, 429, 507],
        }),
        config: { notFound },
        onRequest: app.authenticate,
        handler: async (request, reply) => {
          const viewer = viewerOf(request);
          await takeChatSend(services, request, viewer.id);
          const to = await target(viewer, request.params.id);
          const received = await receiveUploads(request, services, await rules(viewer));
          const { message, created } = await record(viewer, to, received);
          return reply.status(created ? 201 : 200).send({ success: true as const, message });
        },
      });
    }

    fileRoute(
      '/api/chat/conversations/:id/files',
      CHAT_ERRORS.conversationNotFound,
      (viewer, id) => directSendTarget(services.db.kysely, viewer, id),
      (viewer, target, received) => recordDirectFiles(services, viewer, target, received),
    );
    fileRoute(
      '/api/chat/rooms/:id/files',
      CHAT_ERRORS.roomNotFound,
      (viewer, id) => readableRoom(services.db.kysely, viewer, id),
      (viewer, room, received) => recordRoomFiles(services, viewer, room, received),
    );
  });
}
