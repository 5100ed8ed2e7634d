// The public upload area (stored images) at /uploads, long-cached since names are content
// hashes.
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Services } from '../services.js';

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

  },
  { name: 'uploads' },
);
