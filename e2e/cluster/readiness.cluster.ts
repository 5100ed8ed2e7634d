// Readiness of the built server with its real services (docs/product/operating.md): GET /api/health/ready
// answers 503 while the migrations run, 200 once the server is up, and 503 again while
// PostgreSQL refuses it or Redis is stopped, while GET /api/health (liveness) stays 200 all along.
// - Migrations running: the test holds Kysely's PostgreSQL migration lock, so the server
//   starting on that database waits in its migrations until the test lets go.
// - Database unreachable: PostgreSQL itself refuses new connections to the database
//   (ALLOW_CONNECTIONS false) and ends the server's open ones; allowed again, the server is ready.
// - Redis: the real redis-server is stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { startRedis, type RunningRedis } from '../../scripts/lib/redis-process.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { startServerProcess, type ServerProcess } from './support/server.js';
import { eventually } from './support/eventually.js';

/** Kysely's PostgreSQL migration lock (its PostgresAdapter's LOCK_ID): held while migrations run. */
const MIGRATION_LOCK_ID = '3853314791062309107';

interface Ready {
  status: number;
  body: { status: string; checks: { migrations: string; database: string; redis: string } };
}

async function readiness(baseUrl: string): Promise<Ready | undefined> {
  try {
    const res = await fetch(`${baseUrl}/api/health/ready`);
    return { status: res.status, body: (await res.json()) as Ready['body'] };
  } catch {
    return undefined; // not listening yet
  }
}

const liveness = async (baseUrl: string) => (await fetch(`${baseUrl}/api/health`)).status;

describe('readiness of a server on PostgreSQL and Redis', () => {
  let database: TestDatabase | undefined;
  let redis: RunningRedis | undefined;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let pendingStart: Promise<ServerProcess> | undefined;
  let baseUrl: string;
  let admin: pg.Client | undefined;
  const databaseName = () => new URL(database!.url).pathname.slice(1);

  beforeAll(async () => {
    database = await createDatabase(process.env.TEST_DATABASE_URL, 'clanhall_ready');
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-ready-'));
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await server?.stop();
    if (!server) await pendingStart?.then((started) => started.stop(), () => undefined);
    await redis?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is 503 while the migrations run and 200 once they are done, alive all along', async () => {
    const lock = new pg.Client({ connectionString: database!.url });
    await lock.connect();
    await lock.query(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const starting = startServerProcess({ databaseUrl: database!.url, redisUrl: redis!.url, jwtSecret: randomBytes(48).toString('base64'), dataDir: dataDir! }, { port });
    // Stopped by afterAll even when an expectation below fails before it is awaited.
    pendingStart = starting;
    try {
      let seen: Ready | undefined;
      await eventually('the starting server did not answer', async () => (seen = await readiness(baseUrl)) !== undefined, 20_000);
      expect(seen).toEqual({ status: 503, body: { status: 'not ready', checks: { migrations: 'running', database: 'not checked', redis: 'not checked' } } });
      expect(await liveness(baseUrl)).toBe(200);
      const page = await fetch(`${baseUrl}/api/blog/posts`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.json()).toEqual({ error: 'Clanhall is starting. Try again in a moment.' });
    } finally {
      await lock.query(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
      await lock.end();
    }
    server = await starting;
    expect(await readiness(baseUrl)).toEqual({ status: 200, body: { status: 'ready', checks: { migrations: 'done', database: 'ok', redis: 'ok' } } });
  });

  it('is 503 while PostgreSQL refuses the database, and ready again once it accepts it', async () => {
    await admin!.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS false`);
    await admin!.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName()]);
    let seen: Ready | undefined;
    await eventually('readiness did not turn 503', async () => (seen = await readiness(baseUrl))?.status === 503);
    expect(seen!.body).toEqual({ status: 'not ready', checks: { migrations: 'done', database: 'unreachable', redis: 'ok' } });
    expect(await liveness(baseUrl)).toBe(200);

    await admin!.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`);
    await eventually('readiness did not come back', async () => (await readiness(baseUrl))?.status === 200);
  });

  it('is 503 once Redis is stopped, alive all along', async () => {
    await redis!.stop();
    redis = undefined;
    let seen: Ready | undefined;
    await eventually('readiness did not turn 503', async () => (seen = await readiness(baseUrl))?.status === 503);
    expect(seen!.body).toEqual({ status: 'not ready', checks: { migrations: 'done', database: 'ok', redis: 'unreachable' } });
    expect(await liveness(baseUrl)).toBe(200);
  });
});
