// The public upload area (stored images) at /uploads, long-cached since names are content
// hashes; and their narrower copies for srcsets at /uploads/sized/<width>/<name>, made on the
// first request (services/images/image-store.ts sized()).
import { mkdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_ERRORS, isImageWidth } from '@clanhall/shared';
import type { Services } from '../services.js';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default fp(
  async function uploadsPlugin(app: FastifyInstance, options: { services: Services }) {
    const { storage } = options.services;
    const root = storage.root('public');
    mkdirSync(root, { recursive: true, mode: 0o700 });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      // Half-written files are dot-named until they are renamed into place.
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      setHeaders(res) {
        // Stored files are images re-encoded by the server; never let a browser guess otherwise.
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });

    // A route with fixed parts wins over the static wildcard above.
    app.get<{ Params: { width: string; name: string } }>(
      '/uploads/sized/:width/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { width, name } = request.params;
        const notFound = () => reply.code(404).send({ error: SERVER_ERRORS.fileNotFound });
        const asked = /^\d{1,4}$/.test(width) ? Number(width) : NaN;
        if (!isImageWidth(asked)) return notFound();
        const key = await options.services.images.sized(asked, name).catch((error: unknown) => {
          request.log.warn({ err: error, name, width: asked }, 'a narrower copy of a stored image could not be made');
          return null;
        });
        if (!key) return notFound();
        // A copy is at most 800 px wide (tens of KB): read whole, so the answer has its length.
        const bytes = await buffer(storage.read('public', key)).catch(() => null);
        if (!bytes) return notFound();
        return reply
          .header('Cache-Control', IMMUTABLE)
          .header('X-Content-Type-Options', 'nosniff')
          .type(CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!)
          .send(bytes);
      },
    );

  },
  { name: 'uploads' },
);
