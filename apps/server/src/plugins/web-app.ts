// Serves the built web app on the same origin: hashed assets cached for a year, pages never
// cached without asking (no-cache + ETag), and every other non-API GET answered with the app
// (SPA fallback). Pages are the same for every guest, so each is rendered and compressed once
// and kept in the public cache until a post or a setting is written (platform.md §2). Unknown
// API routes stay 404 JSON (platform.md §2; other methods meet the errors plugin's handler).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_ERRORS } from '@clanhall/shared';
import type { EventName } from '../services/events.js';
import type { PublicCache } from '../services/public-cache.js';
import type { PageRenderer } from './public-page-renderer.js';
import { PUBLIC_ANSWER, sendCached } from './public-answers.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const API_PREFIXES = ['/api/', '/uploads/', '/socket.io/'];
// A missing build file (an old hashed asset after a deploy) is a 404, not index.html: served as
// HTML it would break as a script and be cached under the asset's name.
const ASSET_PATH = /^\/assets\/|\.(js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|txt|webmanifest|xml)$/i;
/** What a server-rendered page shows: posts, the catalogue and the site settings. */
const PAGE_DEPENDS_ON: EventName[] = ['post.written', 'catalogue.written', 'setting.written'];
const HTML = 'text/html; charset=utf-8';

export interface WebAppOptions {
  distDir: string;
  /** Server rendering of the public pages, when the bundle exists. */
  renderPage?: PageRenderer;
  cache: PublicCache;
}

export default fp(async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderer = options.renderPage;

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // Our setHeaders decides Cache-Control; with send's own header on it would overwrite ours.
    cacheControl: false,
    // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.startsWith(join(options.distDir, 'assets')) || /\/(fonts|media)\//.test(path);
      const html = path.endsWith('.html');
      res.setHeader('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : html ? 'no-cache' : 'public, max-age=3600');
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Every path the bundle does not render gets the same app shell: one entry, not one per path.
    const rendered = (await renderer?.handles(pathname)) ?? false;
    const answer = await options.cache.get(rendered ? `page:${pathname}` : 'page:app-shell', rendered ? PAGE_DEPENDS_ON : [], async () => {
      if (!rendered || !renderer) return { status: 200, contentType: HTML, body: indexHtml };
      const page = await renderer.render(indexHtml, pathname, request.log);
      return { status: page.status, contentType: HTML, body: page.html, keep: page.cacheable };
    });
    return sendCached(request, reply, answer);
  }

  function isAppPath(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    return !isApi && !ASSET_PATH.test(path);
  }

  // Real routes (not the not-found handler), so the security headers and other hooks apply.
  app.get('/', { schema: { hide: true }, ...PUBLIC_ANSWER }, sendPage);
  app.get('/*', { schema: { hide: true }, ...PUBLIC_ANSWER }, async (request, reply) => {
    if (isAppPath(request)) return sendPage(request, reply);
    return reply.status(404).send({ error: SERVER_ERRORS.routeNotFound });
  });
});
