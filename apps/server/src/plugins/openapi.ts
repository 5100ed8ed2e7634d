// The OpenAPI description of the whole API at /api/docs, generated from the shared zod
// schemas the routes validate with.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Clanhall API', description: 'Where Legends Gather', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  const documentRoute = { schema: { hide: true } };
  app.get('/api/docs', documentRoute, async () => app.swagger());
  app.get('/api/docs/json', documentRoute, async () => app.swagger());
});
