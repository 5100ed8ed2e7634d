// A too-large body gets a 413 the client can read (issue 6 §3): a Node client sending 13 MB to
// a route that takes small bodies reads the JSON answer instead of failing with EPIPE.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Streams `size` bytes of body and resolves with the answer, or the socket error. */
function send(path: string, size: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, agent: false, headers: { 'content-type': 'application/json', 'content-length': size } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body over the limit', () => {
  it.each([
    ['/api/auth/register', 13 * 1024 * 1024],
    ['/api/admin/contact', 13 * 1024 * 1024],
  ])('POST %s with %i bytes answers a readable 413 every time', async (path, size) => {
    for (let i = 0; i < 5; i++) {
      const answer = await send(path, size);
      expect(answer).toEqual({ status: 413, body: JSON.stringify({ error: SERVER_ERRORS.bodyTooLarge }) });
    }
  });

  it('a protected route answers a readable 401 first, without reading the body', async () => {
    const answer = await send('/api/admin/blog-posts', 13 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 401 });
  });
});
