// Liveness and readiness (docs/product/operating.md): GET /api/health answers while the process runs,
// whatever its services do; GET /api/health/ready is 200 only while the database and Redis
// answer. The services really go away here: the database handle closes (SQLite) or PostgreSQL
// refuses the database, and a real redis-server stops. (While migrations run: the cluster test
// e2e/cluster/readiness.cluster.ts and bootstrap/starting-server.test.ts.)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startRedis, type TestRedis } from '../../test/redis-server.js';
import { testDialect } from '../../test/test-database.js';

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const alive = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

/** Asks `answer` again every 50 ms until `done` holds (a reconnecting client notices a stop on its own time). */
async function until<T>(answer: () => Promise<T>, done: (value: T) => boolean, withinMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await answer();
    if (done(value) || Date.now() - started > withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/health and /api/health/ready, one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database dialect', async () => {
    const res = await alive(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/sqlite|postgres/) });
  });

  it('is ready with the database answering and no Redis in use, never stored', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', checks: { migrations: 'done', database: 'ok', redis: 'not used' } });
  });
});

describe('readiness without its database', () => {
  let t: TestApp;
  let admin: pg.Client | undefined;
  const databaseName = () => new URL(t.database.databaseUrl!).pathname.slice(1);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    if (admin) {
      await admin.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await t.close();
  });

  it('is 503 with the database unreachable, and the process still alive', async () => {
    expect((await ready(t)).statusCode).toBe(200);
    if (testDialect() === 'sqlite') {
      // An embedded database fails only with its handle: closed here, as a broken disk would leave it.
      await t.services.db.kysely.destroy();
    } else {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName()]);
    }
    const res = await until(() => ready(t), (answer) => answer.statusCode === 503);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { migrations: 'done', database: 'unreachable', redis: 'not used' } });
    expect((await alive(t)).statusCode).toBe(200);
  });
});

describe('readiness with REDIS_URL', () => {
  let t: TestApp;
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
    t = await buildTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('is ready while Redis answers and 503 once it is stopped, the process still alive', async () => {
    expect((await ready(t)).json()).toEqual({ status: 'ready', checks: { migrations: 'done', database: 'ok', redis: 'ok' } });
    await redis.stop();
    const res = await until(() => ready(t), (answer) => answer.statusCode === 503);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', checks: { migrations: 'done', database: 'ok', redis: 'unreachable' } });
    expect((await alive(t)).statusCode).toBe(200);
  });
});
