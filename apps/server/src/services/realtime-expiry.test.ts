// A socket closes when its session expires (docs/product/accounts-and-sessions.md token lifetime, services/realtime.ts):
// it must not outlive a token every request already refuses. Time is the app's clock, moved by
// the test.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, TOKEN_TTL_SECONDS } from '@clanhall/shared';
import { manualClock } from './clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

const TTL_MS = TOKEN_TTL_SECONDS * 1000;
const clock = manualClock(new Date());
let t: TestApp;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { services: { clock } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  await t.close();
});

async function open(user: CreatedUser) {
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const socket = connect(url, { path: SOCKET_PATH, auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(socket);
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, closed };
}

/** The server's count of the account's sockets (its room). */
const held = async (user: CreatedUser) => (await t.services.realtime.io.in(`user:${user.id}`).fetchSockets()).length;

describe('a socket whose session expires', () => {
  it('is closed by the server at the expiry, not before; a later session keeps its own', async () => {
    const early = await createUser(t.app);
    const first = await open(early);
    clock.advance(TTL_MS / 2);
    const late = await createUser(t.app);
    const second = await open(late);

    clock.advance(TTL_MS / 2 - 1000);
    expect(await held(early)).toBe(1);
    expect(first.socket.connected).toBe(true);

    clock.advance(1000);
    expect(await first.closed).toBe('io server disconnect');
    expect(await held(early)).toBe(0);
    // The token is refused by HTTP at the same moment.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: early.auth })).statusCode).toBe(401);
    expect(await held(late)).toBe(1);
    expect(second.socket.connected).toBe(true);

    clock.advance(TTL_MS / 2);
    expect(await second.closed).toBe('io server disconnect');
  });
});
