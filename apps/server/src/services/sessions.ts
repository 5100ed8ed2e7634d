// Tokens and sessions (docs/product/accounts-and-sessions.md, docs/decisions/003). One function decides whether a
// token is good, for HTTP (plugins/auth.ts) and the socket handshake alike: signature, expiry,
// its session still open, the account still there, active, on the same token version, and of
// the role the caller needs. Every check re-reads the account, so a ban, role change or
// deletion takes effect on the very next call.
import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { SERVER_ERRORS, TOKEN_TTL_SECONDS } from '@clanhall/shared';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/rows.js';
import { groupedCalls } from '../lib/grouped-calls.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import type { Clock } from './clock.js';
import { deleteExpiredSessions, deleteSession, deleteUserSessions, findSessionsWithUsers, insertSession } from './sessions.repository.js';

export interface Session {
  user: UserRow;
  sessionId: string;
  /** When the token stops being good: its exp or its session's expires_at, the earlier (ms). */
  expiresAtMs: number;
}

/**
 * What the caller must be: any active account, an active administrator, or (logout only) the
 * holder of an open session, whatever has become of the account since.
 */
export type Need = 'account' | 'admin' | 'session';

interface TokenPayload {
  sub: string;
  tv: number;
  sid: string;
  exp?: number;
}

export interface Sessions {
  /** Opens a session for the account and returns its token. */
  issue(user: Pick<UserRow, 'id' | 'token_version'>): Promise<string>;
  /** The session of a bearer token, or a 401/403 HttpError saying why not. */
  verify(token: string | undefined, need?: Need): Promise<Session>;
  /** Logout: this session ends; the token is refused from now on. */
  end(sessionId: string): Promise<void>;
  /** Every session of the account ends (sign out everywhere, password change, deletion). */
  endAll(userId: number): Promise<void>;
  /** Drops expired sessions (called now and then; they are refused anyway). */
  prune(): Promise<void>;
}

/** The part of an Authorization header after "Bearer ", or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function createSessions(deps: { db: Db; secret: string; clock: Clock }): Sessions {
  const { db, clock } = deps;
  const sign = createSigner({ key: deps.secret, algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS * 1000 });
  // Expiry is judged below by the service's clock (which tests move), not fast-jwt's Date.now().
  const verifyJwt = createVerifier({ key: deps.secret, algorithms: ['HS256'], ignoreExpiration: true });

  function decode(token: string): TokenPayload {
    let payload: Partial<TokenPayload>;
    try {
      payload = verifyJwt(token) as typeof payload;
    } catch {
      throw unauthorized(SERVER_ERRORS.invalidToken);
    }
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= clock.nowMs()) throw unauthorized(SERVER_ERRORS.invalidToken);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.tv !== 'number') {
      throw unauthorized(SERVER_ERRORS.invalidToken);
    }
    return payload as TokenPayload;
  }

  // The sessions of the tokens checked meanwhile, read together with their accounts in one
  // query (lib/grouped-calls.ts): a burst of signed-in requests is a few round trips, not one
  // each. Each read starts after its caller asked, so a ban or logout counts at once as before.
  const readSessions = groupedCalls(async (ids: string[]) => {
    const rows = await findSessionsWithUsers(db.kysely, ids);
    return new Map(
      rows.map(({ session_id, session_user_id, session_expires_at, ...user }) => [session_id, { user, session: { user_id: session_user_id, expires_at: session_expires_at } }]),
    );
  });

  return {
    async issue(user) {
      const sessionId = randomBytes(16).toString('base64url');
      const now = clock.nowMs();
      // Issued by the service's clock, in the whole seconds a JWT counts, so the token's exp
      // and its session's expires_at are the same moment (a socket closes then).
      const issuedAt = Math.floor(now / 1000);
      await insertSession(db.kysely, {
        id: sessionId,
        user_id: user.id,
        created_at: new Date(now).toISOString(),
        expires_at: new Date((issuedAt + TOKEN_TTL_SECONDS) * 1000).toISOString(),
      });
      return sign({ sub: String(user.id), tv: user.token_version, sid: sessionId, iat: issuedAt });
    },

    async verify(token, need = 'account') {
      if (!token) throw unauthorized(SERVER_ERRORS.authRequired);
      const payload = decode(token);
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId)) throw unauthorized(SERVER_ERRORS.invalidToken);
      const found = (await readSessions(payload.sid)).get(payload.sid);
      if (!found || found.session.user_id !== userId || found.session.expires_at <= clock.nowIso()) throw unauthorized(SERVER_ERRORS.invalidToken);
      const { user } = found;
      const expiresAtMs = Math.min(Date.parse(found.session.expires_at), typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity);
      const session = { user, sessionId: payload.sid, expiresAtMs };
      // A banned member may still end the session their page holds (Logout on 'Account Disabled').
      if (need === 'session') return session;
      // Status before version: a ban also raises the version (so lifting it revives nothing),
      // and the banned member must still hear 'Account disabled' (docs/product/screens.md guards).
      if (user.status !== 'active') throw forbidden(SERVER_ERRORS.accountDisabled);
      if (user.token_version !== payload.tv) throw unauthorized(SERVER_ERRORS.invalidToken);
      if (need === 'admin' && user.role !== 'admin') throw forbidden(SERVER_ERRORS.adminOnly);
      return session;
    },

    async end(sessionId) {
      await deleteSession(db.kysely, sessionId);
    },

    async endAll(userId) {
      await deleteUserSessions(db.kysely, userId);
    },

    async prune() {
      await deleteExpiredSessions(db.kysely, clock.nowIso());
    },
  };
}
