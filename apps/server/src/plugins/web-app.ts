// Serves the built web app on the same origin: hashed assets cached for a year, pages never
// cached without asking (no-cache + ETag), and every other non-API GET answered with the app
// (SPA fallback). Pages are the same for every guest, so each is rendered once and kept in the
// public cache, under one spelling of its address, until a post or a setting is written
// (docs/product/operating.md, docs/product/content.md); a page for what does not exist is rendered but not kept. Unknown
// API routes stay 404 JSON (docs/product/operating.md; other methods meet the errors plugin's handler).
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
import { canonicalPagePath } from './public-page-path.js';

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

  // No route per build file (wildcard: false globbed the folder and added a GET and a HEAD for
  // each of its ~110 files at every start, ~50 ms here): the catch-all route below hands asset
  // paths to reply.sendFile, which finds the file (or its .br/.gz) when asked. In a scope of its
  // own, as in plugins/private-files.ts: each scope's sendFile has its own folder and headers.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.distDir,
      serve: false,
      decorateReply: true,
      index: false,
      // Only what the build wrote is served; a dot file (an editor's or a deploy tool's) is not.
      dotfiles: 'ignore',
      // Our setHeaders decides Cache-Control; with send's own header on it would overwrite ours.
      cacheControl: false,
      // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(options.distDir, 'assets')) || /\/(fonts|media)\//.test(path);
        const html = path.endsWith('.html');
        res.setHeader(
          'Cache-Control',
          immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : html ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      // One key per page however its address is spelt; the query string is not the page's.
      const pathname = canonicalPagePath(request.url.split('?')[0] ?? '/');
      // Every path the bundle does not render gets the same app shell: one entry, not one per path.
      const rendered = pathname !== undefined && renderer !== undefined && (await renderer.handles(pathname));
      const answer = await options.cache.get(
        rendered ? `page:${pathname}` : 'page:app-shell',
        rendered ? PAGE_DEPENDS_ON : [],
        async () => {
          if (!rendered) return { status: 200, contentType: HTML, body: indexHtml };
          // A 404 page (an unknown post) is served but not kept: the cache keeps only what exists.
          const page = await renderer.render(indexHtml, pathname, request.log);
          return { status: page.status, contentType: HTML, body: page.html, keep: page.cacheable };
        },
      );
      return sendCached(request, reply, answer);
    }

    const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    function isAppPath(request: FastifyRequest): boolean {
      const path = request.url.split('?')[0] ?? '/';
      return !isApiPath(path) && !ASSET_PATH.test(path);
    }

    // Real routes (not the not-found handler), so the security headers and other hooks apply.
    scope.get('/', { schema: { hide: true }, ...PUBLIC_ANSWER }, sendPage);
    scope.get('/*', { schema: { hide: true }, ...PUBLIC_ANSWER }, async (request, reply) => {
      if (isAppPath(request)) return sendPage(request, reply);
      const path = request.url.split('?')[0] ?? '/';
      // A build file; a missing one meets the not-found handler (404 JSON), as an API path does.
      if (!isApiPath(path)) return reply.sendFile(path);
      return reply.status(404).send({ error: SERVER_ERRORS.routeNotFound });
    });
  });
});
