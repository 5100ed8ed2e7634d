import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compressionPlugin, { chooseEncoding, COMPRESS_MIN_BYTES } from './compression.js';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('the compression plugin', () => {
  const app = Fastify();
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `item number ${i}` })) };
  const huge = { text: 'x'.repeat(200_000) };
  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get('/big', async () => big);
    app.get('/huge', async () => huge);
    app.get('/small', async () => ({ ok: true }));
    app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
    app.get('/already', { compress: false }, async () => big);
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a JSON answer with brotli or gzip as the client asks, and says so', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('compresses a large body off the main thread and still answers it whole', async () => {
    const res = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(huge);
  });

  it(`leaves alone what is under ${COMPRESS_MIN_BYTES} bytes, not text, unasked for, or marked compress: false`, async () => {
    for (const [url, headers] of [
      ['/small', { 'accept-encoding': 'br' }],
      ['/image', { 'accept-encoding': 'br' }],
      ['/big', {}],
      ['/already', { 'accept-encoding': 'br' }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await app.inject({ url: '/big' })).json()).toEqual(big);
  });
});
