// buildTestApp(): the real app on a real database copied from the run's migrated template,
// with any service replaced (a clock, a mailer…), plus helpers that make accounts through the
// same code paths the API uses.
import type { FastifyInstance } from 'fastify';
import type { Role, UserStatus } from '@clanhall/shared';
import { loadConfig, type AppConfig } from '../config.js';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Services } from '../services.js';
import { hashPassword } from '../features/accounts/password.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { randomIp, randomUsername } from './factories.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  /** Replaces fields of the config loadConfig() made from env (e.g. webDistDir). */
  config?: Partial<AppConfig>;
  /** Serve the built web app from config.webDistDir; off by default in API tests. */
  serveWebApp?: boolean;
  /** Replacement services (buildApp's `services`). */
  services?: BuildAppOptions['services'];
  /** The logger (the log's own tests); none by default. */
  logger?: BuildAppOptions['logger'];
}

/** The secret buildTestApp signs tokens with, for tests that forge or tamper with tokens. */
export const TEST_JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

export async function buildTestApp(env: Record<string, string> = {}, options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ DATA_DIR: database.dataDir, ...env }), ...options.config };
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    serveWebApp: options.serveWebApp ?? false,
    services: options.services,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    services: app.services,
    database,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/** The Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * POST /api/auth/{door}/login, from a random address unless one is given, so one test's
 * per-address failure count does not spill into another's. The payload may be anything.
 */
export function login(app: FastifyInstance, door: 'admin' | 'member', payload: unknown, remoteAddress = randomIp()) {
  return app.inject({ method: 'POST', url: `/api/auth/${door}/login`, payload: payload as object, remoteAddress });
}

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  auth: { authorization: string };
}

/** Inserts an account directly (any role/status) and opens a session for it. */
export async function createUser(
  app: FastifyInstance,
  options: { role?: Role; status?: UserStatus; username?: string; password?: string; email?: string } = {},
): Promise<CreatedUser> {
  const username = options.username ?? randomUsername();
  const password = options.password ?? 'secret-pass';
  const email = options.email ?? `${username}@example.test`;
  const now = new Date().toISOString();
  const row = await app.services.db.kysely
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: await hashPassword(password),
      role: options.role ?? 'member',
      status: options.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // As the app's own account writes do: the back office's kept counts see it (services/kept-values.ts).
  app.services.events.emit('account.written', { userId: row.id });
  const token = await app.services.sessions.issue(row);
  return { id: row.id, username, email, password, role: row.role, token, auth: bearer(token) };
}
