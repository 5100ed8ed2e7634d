// JSON bodies with Fastify's own safe parser (prototype-poisoning checks), except that an
// empty body is "no body": clients often send Content-Type: application/json on DELETE and on
// bodiless POST/PUT, and that must not be a 400 (routes that need a body still get one from
// their schema).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body, done);
  });
});
