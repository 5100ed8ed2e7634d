// The two permission gates every protected route uses, as onRequest hooks: they run before the
// body is read or validated, so a caller without a token gets 401 (not 400) and no large body
// is parsed for them. The token check itself is services/sessions.ts, shared with the socket
// handshake (docs/product/accounts-and-sessions.md, docs/decisions/003).
import type { UserRow } from '../db/rows.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '@clanhall/shared';
import { unauthorized } from '../lib/http-error.js';
import { bearerToken, type Need, type Sessions } from '../services/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: any signed-in, active account. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: a signed-in, active administrator (docs/product/back-office.md). */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: an open session, even of an account banned since (logout). */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    sessionId: string | null;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { sessions: Sessions }) {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionId', null);

    const gate = (need: Need) => async (request: FastifyRequest) => {
      const session = await options.sessions.verify(bearerToken(request.headers.authorization), need);
      request.currentUser = session.user;
      request.sessionId = session.sessionId;
    };
    app.decorate('authenticate', gate('account'));
    app.decorate('requireAdmin', gate('admin'));
    app.decorate('requireSession', gate('session'));
  },
  { name: 'auth' },
);

/** The signed-in user inside a handler guarded by authenticate/requireAdmin. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized(SERVER_ERRORS.authRequired);
  return request.currentUser;
}

/** The session of the signed-in caller (logout ends it). */
export function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized(SERVER_ERRORS.authRequired);
  return request.sessionId;
}
