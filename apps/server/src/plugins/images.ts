// The image store (app.images) and the public, long-cached serving of stored images at
// /uploads/images. Only files the store wrote (sniffed JPEG/PNG/GIF/WebP) live there.
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ImageStore, IMAGE_URL_PREFIX } from '../lib/image-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export default fp(
  async function imagesPlugin(app: FastifyInstance, options: { dataDir: string }) {
    const store = new ImageStore(options.dataDir);
    mkdirSync(store.dir, { recursive: true });
    app.decorate('images', store);
    await app.register(fastifyStatic, {
      root: store.dir,
      prefix: IMAGE_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Names are content hashes, so a file never changes.
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'images' },
);
