// Compression of dynamic answers (HTML pages, JSON). Built assets are compressed once at build
// time (apps/web/vite.config.ts) and served pre-compressed by plugins/web-app.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

export default fp(async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 5 keeps per-request CPU low while still beating gzip on HTML and JSON.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Images and video are already compressed.
    customTypes: /^(text\/|application\/(json|javascript)|image\/svg\+xml)/,
  });
});
