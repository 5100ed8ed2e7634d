// JSON bodies with Fastify's own safe parser (prototype-poisoning checks), except that an
// empty body is "no body": clients often send Content-Type: application/json on DELETE and on
// bodiless POST/PUT, and that must not be a 400 (routes that need a body still get one from
// their schema). Text holding a NUL character is refused with a 400 naming the field, on every
// route and both databases alike: PostgreSQL cannot store NUL in text, SQLite can, and the two
// must answer the same (platform.md §2).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '@clanhall/shared';
import { badRequest } from '../lib/http-error.js';

/** The path of the first string (or key) holding a NUL character, '' for the body itself. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

const nulError = (where: string, path: string) =>
  badRequest(path ? `${path}: ${SERVER_ERRORS.nulCharacter}` : `${where}: ${SERVER_ERRORS.nulCharacter}`);

export default fp(async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body, (error, parsed) => {
      if (error) return done(error);
      const nul = findNul(parsed);
      if (nul !== undefined) return done(nulError('Request body', nul));
      done(null, parsed);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = request.url.includes('?') ? findNul(request.query) : undefined;
    done(nul === undefined ? undefined : nulError('Query', nul));
  });
});
