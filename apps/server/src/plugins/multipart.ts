// multipart/form-data for the routes that take files (docs/product/chat.md: chat files). Register it
// only in the scope of those routes: @fastify/multipart's parser accepts a multipart body on
// every route of its scope without reading it, so app-wide, a JSON route sent a form would run
// with no body instead of answering 415. The parser reads nothing until the route asks
// (services/uploads/receive-uploads.ts streams the parts with its own limits); these defaults
// only bound a route that reads parts without its own limits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@clanhall/shared';

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: {
        files: LIMITS.uploadFilesMax,
        fileSize: LIMITS.uploadFileBytes + 1,
        fields: 10,
        fieldSize: 16 * 1024,
        fieldNameSize: 100,
        parts: LIMITS.uploadFilesMax + 10,
        headerPairs: 20,
      },
    });
  },
  { name: 'multipart' },
);
