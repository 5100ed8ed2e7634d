// Serves the built web app on the same origin: hashed assets cached for a year, index.html
// never cached, and every other non-API GET answered with index.html (SPA fallback). Unknown
// API routes stay 404 JSON (platform.md §2; other methods meet the errors plugin's handler).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_ERRORS } from '@clanhall/shared';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const API_PREFIXES = ['/api/', '/uploads/', '/socket.io/'];
// A missing build file (an old hashed asset after a deploy) is a 404, not index.html: served as
// HTML it would break as a script and be cached under the asset's name.
const ASSET_PATH = /^\/assets\/|\.(js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|txt|webmanifest|xml)$/i;

export interface WebAppOptions {
  distDir: string;
  /** Lets a feature rewrite index.html for a path (pre-rendered public pages) and set its status. */
  renderIndex?: (html: string, request: FastifyRequest) => Promise<{ html: string; status: number }>;
}

export default fp(async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexFile = join(options.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : '';

  if (hasWebApp) {
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
        res.setHeader(
          'Cache-Control',
          immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : html ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const { html, status } = options.renderIndex
      ? await options.renderIndex(indexHtml, request)
      : { html: indexHtml, status: 200 };
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  function isAppPath(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    return !isApi && !ASSET_PATH.test(path);
  }

  if (hasWebApp) {
    // A real route (not the not-found handler) so compression and other route hooks apply.
    app.get('/', { schema: { hide: true } }, sendIndex);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isAppPath(request)) return sendIndex(request, reply);
      return reply.status(404).send({ error: SERVER_ERRORS.routeNotFound });
    });
  }
});
