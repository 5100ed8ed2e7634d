// Authentication and the two permission gates every route uses. The token names the user and
// their token version; every request re-reads the user so a ban, role change, deletion or
// password change takes effect at once (platform.md §3, docs/decisions/003).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { SERVER_ERRORS, TOKEN_TTL_SECONDS } from '@clanhall/shared';
import { findUserById, type UserRow } from '../features/accounts/users.repository.js';
import { forbidden, unauthorized } from '../lib/http-error.js';

interface TokenPayload {
  sub: string;
  tv: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: any signed-in, active account. Runs before the body is read or validated, so a caller without a token gets 401 (not 400) and no large body is parsed for them. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: signed-in, active administrator (platform.md §7); 401/403 before any validation. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    signToken(user: Pick<UserRow, 'id' | 'token_version'>): string;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { secret: string }) {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: TOKEN_TTL_SECONDS, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('currentUser', null);

    app.decorate('signToken', (user: Pick<UserRow, 'id' | 'token_version'>) =>
      app.jwt.sign({ sub: String(user.id), tv: user.token_version }),
    );

    async function loadUser(request: FastifyRequest): Promise<UserRow> {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+/i.test(header)) throw unauthorized(SERVER_ERRORS.authRequired);
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw unauthorized(SERVER_ERRORS.invalidToken);
      }
      const id = Number(payload.sub);
      if (!Number.isInteger(id)) throw unauthorized(SERVER_ERRORS.invalidToken);
      const user = await findUserById(app.db.kysely, id);
      // A deleted account or an older token version (password changed) ends the session.
      if (!user || user.token_version !== payload.tv) throw unauthorized(SERVER_ERRORS.invalidToken);
      if (user.status !== 'active') throw forbidden(SERVER_ERRORS.accountDisabled);
      request.currentUser = user;
      return user;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await loadUser(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await loadUser(request);
      if (user.role !== 'admin') throw forbidden(SERVER_ERRORS.adminOnly);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user inside a handler guarded by authenticate/requireAdmin. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized(SERVER_ERRORS.authRequired);
  return request.currentUser;
}
