// docs/product/operating.md: an answer to a signed-in caller is never stored by a browser or a proxy
// (Cache-Control: no-store), whatever the route. Public reads set their own validators
// (plugins/public-answers.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function cacheHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization && request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
      reply.removeHeader('ETag');
    }
    done(null, payload);
  });
});
