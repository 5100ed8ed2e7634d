// Several processes (docs/product/operating.md): with REDIS_URL, a write on one app instance is seen at
// once by another instance's public cache. Two apps on one database and one real Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { buildTestApp, createUser, TEST_JWT_SECRET, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { startRedis, type TestRedis } from '../test/redis-server.js';
import type { FastifyInstance } from 'fastify';
import type { EventName } from './events.js';

let redis: TestRedis;
let a: TestApp;
let b: FastifyInstance;
let bDb: Db;
let admin: CreatedUser;

beforeAll(async () => {
  redis = await startRedis();
  a = await buildTestApp({ REDIS_URL: redis.url });
  // The second "process": its own connection to the same database, its own caches and bus.
  bDb = a.database.databaseUrl ? openDatabase({ databaseUrl: a.database.databaseUrl, dataDir: a.database.dataDir }) : openDatabase({ dataDir: a.database.dataDir });
  b = await buildApp({ config: loadConfig({ DATA_DIR: a.database.dataDir, REDIS_URL: redis.url }), db: bDb, jwtSecret: TEST_JWT_SECRET, serveWebApp: false });
  await b.ready();
  admin = await createUser(a.app, { role: 'admin' });
});
afterAll(async () => {
  await b.close();
  await bDb.close();
  await a.close();
  await redis.stop();
});

/** Resolves when instance B has heard the event (its cache is then already cleared). */
const heardByB = (name: EventName) => new Promise<void>((resolve) => b.services.events.on(name, () => resolve()));

describe('with REDIS_URL, across two instances', () => {
  it('a post published on A is fresh on B at once', async () => {
    const before = (await b.inject({ method: 'GET', url: '/api/blog/posts?limit=5' })).json();
    const heard = heardByB('post.written');
    const created = await a.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: admin.auth, payload: { title: 'News from A', content: 'Told on A.' } });
    expect(created.statusCode).toBe(201);
    await heard;
    const after = (await b.inject({ method: 'GET', url: '/api/blog/posts?limit=5' })).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.posts[0].title).toBe('News from A');
  });

  it('a settings save on A is fresh on B at once', async () => {
    expect((await b.inject({ method: 'GET', url: '/api/settings' })).json().site_title).not.toBe('Hall of Two Processes');
    const heard = heardByB('setting.written');
    await a.app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload: { site_title: 'Hall of Two Processes' } });
    await heard;
    expect((await b.inject({ method: 'GET', url: '/api/settings' })).json().site_title).toBe('Hall of Two Processes');
  });

  it("a ban on A is heard on B (so B can close the account's sockets)", async () => {
    const member = await createUser(a.app);
    const heard = new Promise<number>((resolve) => b.services.events.on('account.banned', ({ userId }) => resolve(userId)));
    await a.app.inject({ method: 'PUT', url: `/api/admin/users/${member.id}/status`, headers: admin.auth, payload: { status: 'banned' } });
    expect(await heard).toBe(member.id);
    expect((await b.inject({ method: 'GET', url: '/api/auth/profile', headers: member.auth })).statusCode).toBe(403);
  });
});
