// The private upload area (chat attachments) at /api/files/<key>?…&sig=…: a file is served
// only with a valid, unexpired signature (services/signed-urls.ts), with the type and name the
// signature names, never sniffed and never as a page that could run script on this origin.
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_ERRORS } from '@clanhall/shared';
import type { Services } from '../services.js';
import { notFound } from '../lib/http-error.js';
import { PRIVATE_FILE_PREFIX } from '../services/signed-urls.js';

/** Types that could run script if a browser rendered them: never sent as themselves. */
const ACTIVE_TYPES = /html|xml|javascript|ecmascript|svg|x-sh/i;
/** Types a browser may show in the page; everything else is a download. */
const INLINE_TYPES =
  /^(image\/(jpeg|png|gif|webp)|video\/(mp4|quicktime|x-msvideo|x-ms-wmv)|audio\/(mpeg|wav|x-wav|ogg|mp4|x-m4a))$/;

/** RFC 6266 filename*: the name survives any characters, and no quote can break out. */
function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export default fp(
  async function privateFilesPlugin(app: FastifyInstance, options: { services: Services }) {
    const { storage, signedUrls } = options.services;
    mkdirSync(storage.root('private'), { recursive: true, mode: 0o700 });
    // serve: false: no route of its own; reply.sendFile streams with ranges (video seeking). In a
    // scope of its own, as in plugins/web-app.ts: each scope's sendFile has its own folder.
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: storage.root('private'),
        serve: false,
        decorateReply: true,
        dotfiles: 'deny',
        contentType: false,
        cacheControl: false,
      });

      scope.get(`${PRIVATE_FILE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const file = signedUrls.verify(key, request.query as Record<string, unknown>);
        if (!file || !(await storage.stat('private', key))) throw notFound(SERVER_ERRORS.fileNotFound);
        const inline = file.disposition === 'inline' && INLINE_TYPES.test(file.contentType);
        reply
          .header('Content-Type', ACTIVE_TYPES.test(file.contentType) ? 'application/octet-stream' : file.contentType)
          .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, max-age=300');
        return reply.sendFile(key);
      });
    });
  },
  { name: 'private-files' },
);
