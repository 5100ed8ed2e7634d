// JSON bodies with Fastify's own safe parser (prototype-poisoning checks), except that an
// empty body is "no body": clients often send Content-Type: application/json on DELETE and on
// bodiless POST/PUT, and that must not be a 400 (routes that need a body still get one from
// their schema). Text holding a NUL character is refused with a 400 naming the field, on every
// route and both databases alike: PostgreSQL cannot store NUL in text, SQLite can, and the two
// must answer the same (docs/product/operating.md). Bodies nested deeper than any request of the API are
// refused here too, before a validator or JSON.stringify could overflow the stack on them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '@clanhall/shared';
import { badRequest } from '../lib/http-error.js';

/** No request of this API nests deeper; deeper bodies would only risk stack overflows later. */
export const MAX_BODY_DEPTH = 32;

type Finding = { nul: string } | { tooDeep: true } | undefined;

/**
 * The path of the first string (or key) holding a NUL character ('' for the body itself), or
 * that the value nests deeper than MAX_BODY_DEPTH. Iterative, so no body can overflow the stack.
 */
export function inspectBody(value: unknown): Finding {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { nul: path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { tooDeep: true };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { nul: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

const problem = (where: string, finding: Finding) => {
  if (finding === undefined) return undefined;
  if ('tooDeep' in finding) return badRequest(`${where}: ${SERVER_ERRORS.nestedTooDeeply}`);
  return nulError(where, finding.nul);
};

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
      const refused = problem('Request body', inspectBody(parsed));
      if (refused) return done(refused);
      done(null, parsed);
    });
  });
  // A query string reaches the parsed query as text, and a NUL in it can only have come as %00
  // (Node's HTTP parser refuses a raw one): only then is the query walked to name the field.
  // Every public read carries a query, so the walk is not paid on each of them.
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.url.includes('%00') ? problem('Query', inspectBody(request.query)) : undefined);
  });
});
