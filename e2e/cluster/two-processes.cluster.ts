// Two processes of the built server behind one imagined load balancer: one PostgreSQL, one
// Redis, the same JWT_SECRET and DATA_DIR (docs/product/operating.md REDIS_URL). What one process does,
// the other's clients see:
// - chat (docs/product/chat.md "With REDIS_URL set, events cross processes"): a message posted through
//   process A reaches a socket connected to process B, through the Socket.IO Redis adapter;
// - public answers (docs/product/operating.md "a write is visible in them at once, in every process"): B's
//   cached `/api/blog/posts`, `/` and `/blog`, filled before the write, show a post published on
//   A, because the write's event crosses over the Redis event transport and drops B's copies.
// Without either link the test fails: B would never hear the message, and would keep serving its
// cached answers (they have no expiry).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, NewMessageEvent, ServerToClientEvents } from '@clanhall/shared';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { startRedis, type RunningRedis } from '../../scripts/lib/redis-process.mjs';
import { ADMIN, startServerProcess, type ServerProcess } from './support/server.js';
import { call, login, text } from './support/http.js';
import { CROSSING_MS, eventually } from './support/eventually.js';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

describe('two server processes on one PostgreSQL and one Redis', () => {
  let database: TestDatabase | undefined;
  let redis: RunningRedis | undefined;
  let dataDir: string | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let adminToken: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    database = await createDatabase(process.env.TEST_DATABASE_URL, 'clanhall_cluster');
    redis = await startRedis();
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-cluster-'));
    const shared = { databaseUrl: database.url, redisUrl: redis.url, jwtSecret: randomBytes(48).toString('base64'), dataDir };
    // docs/product/operating.md: two processes starting at once (both migrating) is safe.
    [a, b] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
    adminToken = await login(a.baseUrl, 'admin', ADMIN.username, ADMIN.password);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a chat message posted through A to a socket connected to B', async () => {
    const room = await call<{ room: { id: number } }>(
      a!.baseUrl,
      'POST',
      '/api/admin/chat/rooms',
      { name: unique('Hall '), type: 'group' },
      adminToken,
    );
    expect(room.status).toBe(201);
    const username = unique('member_');
    const created = await call(
      a!.baseUrl,
      'POST',
      '/api/admin/users',
      { username, email: `${username}@cluster.test`, password: 'member-pass', role: 'member' },
      adminToken,
    );
    expect(created.status).toBe(201);
    // Signed in on B; the token is good on A too (one database, one secret).
    const token = await login(b!.baseUrl, 'member', username, 'member-pass');
    expect((await call(a!.baseUrl, 'GET', '/api/auth/profile', undefined, token)).status).toBe(200);

    const socket: ChatSocket = io(b!.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const heard: NewMessageEvent[] = [];
    socket.on('new_message', (event) => heard.push(event));
    const joined = await socket.timeout(CROSSING_MS).emitWithAck('join_room', { type: 'group', id: room.body.room.id });
    expect(joined).toEqual({ ok: true });

    const words = `Sent through A, read on B ${unique('')}`;
    const sent = await call<{ message: { id: number } }>(
      a!.baseUrl,
      'POST',
      `/api/chat/rooms/${room.body.room.id}/messages`,
      { message: words },
      adminToken,
    );
    expect(sent.status).toBe(201);
    await eventually('the message posted through A did not reach the socket on B', async () => heard.length > 0);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      room_id: room.body.room.id,
      username: ADMIN.username,
      message: { id: sent.body.message.id, message: words, is_own: false },
    });
  });

  it('shows a post published on A on B’s public pages and posts API, whose cached answers predate it', async () => {
    const title = unique('Crossing ');
    const pages = ['/api/blog/posts', '/', '/blog'];
    // B computes and caches each answer now, before the post exists.
    for (const path of pages) expect(await text(b!.baseUrl, path), path).not.toContain(title);

    const post = await call(
      a!.baseUrl,
      'POST',
      '/api/admin/blog-posts',
      { title, content: 'Written on one process, read on the other.', status: 'published' },
      adminToken,
    );
    expect(post.status).toBe(201);
    expect(await text(a!.baseUrl, '/api/blog/posts')).toContain(title);
    for (const path of pages) {
      await eventually(`B's ${path} did not show the post published on A`, async () =>
        (await text(b!.baseUrl, path)).includes(title),
      );
    }
  });
});
