// At most LIMITS.socketsPerAccount open sockets per account (docs/product/chat.md, socket-limit.ts): a
// newer one closes the oldest, which hears `socket_replaced` first; across two processes on one
// Redis too. Two apps on one database and one real Redis, like redis-transport.test.ts.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SOCKET_OPTIONS, SOCKET_PATH } from '@clanhall/shared';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/database.js';
import { buildTestApp, createUser, TEST_JWT_SECRET, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { startRedis, type TestRedis } from '../test/redis-server.js';

let redis: TestRedis;
let a: TestApp;
let b: FastifyInstance;
let bDb: Db;
const opened: Socket[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  redis = await startRedis();
  a = await buildTestApp({ REDIS_URL: redis.url });
  // The second "process": its own connection to the same database, its own bus and sockets.
  bDb = a.database.databaseUrl ? openDatabase({ databaseUrl: a.database.databaseUrl, dataDir: a.database.dataDir }) : openDatabase({ dataDir: a.database.dataDir });
  b = await buildApp({ config: loadConfig({ DATA_DIR: a.database.dataDir, REDIS_URL: redis.url }), db: bDb, jwtSecret: TEST_JWT_SECRET, serveWebApp: false });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await b.close();
  await bDb.close();
  await a.close();
  await redis.stop();
});

/**
 * A socket of the account to `app`, connected, recording `socket_replaced` and its disconnect
 * reason; `asTheWebApp`: with the web client's reconnection settings.
 */
async function open(app: FastifyInstance, user: CreatedUser, asTheWebApp = false) {
  const reconnection = asTheWebApp ? SOCKET_OPTIONS : { reconnection: false };
  const socket = connect(urlOf(app), { ...reconnection, path: SOCKET_PATH, auth: { token: user.token }, transports: ['websocket'], forceNew: true });
  opened.push(socket);
  const seen = { replaced: false, closed: undefined as string | undefined, replacedBeforeClose: false };
  socket.on('socket_replaced', () => (seen.replaced = true));
  const closed = new Promise<string>((resolve) =>
    socket.once('disconnect', (reason) => {
      seen.closed = reason;
      seen.replacedBeforeClose = seen.replaced;
      resolve(reason);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, seen, closed };
}

/** The account's sockets both processes hold, counted as the server counts them. */
const serverCount = async (user: CreatedUser) => (await a.services.realtime.io.in(`user:${user.id}`).fetchSockets()).length;

describe(`${LIMITS.socketsPerAccount} sockets per account`, () => {
  it(`closes the oldest when the account opens socket ${LIMITS.socketsPerAccount + 1}, telling it why first`, async () => {
    const user = await createUser(a.app);
    const bystander = await createUser(a.app);
    const other = await open(a.app, bystander);
    const sockets = [await open(a.app, user, true)];
    for (let i = 1; i < LIMITS.socketsPerAccount; i++) sockets.push(await open(a.app, user));
    expect(await serverCount(user)).toBe(LIMITS.socketsPerAccount);
    expect(sockets.every(({ socket }) => socket.connected)).toBe(true);

    const newest = await open(a.app, user);
    expect(await sockets[0]!.closed).toBe('io server disconnect');
    expect(sockets[0]!.seen.replacedBeforeClose).toBe(true);
    // Closed by the server, not dropped: the web client's settings do not reconnect it (a
    // reconnect would close another of the account's sockets, and so on).
    expect(sockets[0]!.socket.active).toBe(false);
    expect(await serverCount(user)).toBe(LIMITS.socketsPerAccount);
    expect([...sockets.slice(1), newest].every(({ socket }) => socket.connected)).toBe(true);
    expect(sockets.slice(1).some(({ seen }) => seen.replaced)).toBe(false);
    // Another account's socket is its own.
    expect(other.socket.connected).toBe(true);
  });

  it('counts the sockets every process holds: one opened on B closes the oldest on A', async () => {
    const user = await createUser(a.app);
    const onA = [];
    for (let i = 0; i < LIMITS.socketsPerAccount; i++) onA.push(await open(a.app, user));
    const onB = await open(b, user);
    expect(await onA[0]!.closed).toBe('io server disconnect');
    expect(onA[0]!.seen.replacedBeforeClose).toBe(true);
    expect(await serverCount(user)).toBe(LIMITS.socketsPerAccount);
    expect(onB.socket.connected).toBe(true);
    expect(onA.slice(1).every(({ socket }) => socket.connected)).toBe(true);
  });
});
