// The OpenAPI description of the whole API at /api/docs, generated from the shared zod
// schemas the routes validate with. This plugin only notes each route as it is registered;
// the document is made on the first request (lib/openapi-document.ts) and kept.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpenApiDocument, type DocumentedRoute } from '../lib/openapi-document.js';

export default fp(async function openApiPlugin(app: FastifyInstance) {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });
  // Routes cannot change once the app is ready, so neither can the document.
  let document: Promise<unknown> | undefined;
  const documentOnce = () => {
    document ??= buildOpenApiDocument(routes).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  };
  const documentRoute = { schema: { hide: true } };
  app.get('/api/docs', documentRoute, documentOnce);
  app.get('/api/docs/json', documentRoute, documentOnce);
});
