// Small pieces every chat route and service shares: the viewer of a request, and telling a
// unique-index refusal (a concurrent duplicate) from any other database error.
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth.js';
import { assertMayChat, type Viewer } from './chat.policy.js';

/** The signed-in account behind a route guarded by app.authenticate, as chat sees it. */
export const viewerOf = (request: FastifyRequest): Viewer => assertMayChat(userOf(request));

/** SQLite's SQLITE_CONSTRAINT_UNIQUE / PostgreSQL's 23505: another write took the key first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
