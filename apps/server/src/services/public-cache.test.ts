// The public cache (services/public-cache.ts): one computation per key until an event it
// depends on, never keeping an answer computed across such an event nor one for what does not
// exist, bounded in size so that one-off answers cannot push out the ones that are read.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.js';
import { createPublicCache } from './public-cache.js';
import { BEST_LEVELS, FAST_LEVELS } from './public-cache-compression.js';

const log = { error: () => undefined };
const answer = (body: string) => ({ status: 200, contentType: 'text/plain', body });
const brotliAt = (body: string, quality: number) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });

describe('public cache', () => {
  it('computes once; compresses at the fast levels first, at the best levels once asked again', async () => {
    const cache = createPublicCache(createEventBus(log));
    let computed = 0;
    const body = 'A story by the fire. '.repeat(200);
    const compute = async () => (computed++, answer(body));
    const [a, b] = await Promise.all([cache.get('k', ['post.written'], compute), cache.get('k', ['post.written'], compute)]);
    expect(b).toBe(a);
    expect(a.br).toEqual(brotliAt(body, FAST_LEVELS.brotli));
    expect(a.gzip).toEqual(gzipSync(body, { level: FAST_LEVELS.gzip }));
    const [c, d] = await Promise.all([cache.get('k', ['post.written'], compute), cache.get('k', ['post.written'], compute)]);
    const e = await cache.get('k', ['post.written'], compute);
    expect(computed).toBe(1);
    expect(d).toBe(c);
    expect(e).toBe(c);
    expect(c.etag).toBe(a.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(c.br).toEqual(brotliAt(body, BEST_LEVELS.brotli));
    expect(c.br).not.toEqual(a.br);
    expect(brotliDecompressSync(c.br!).toString()).toBe(body);
    expect(gunzipSync(c.gzip!).toString()).toBe(body);
  });

  it('drops what an event makes stale, and only that', async () => {
    const events = createEventBus(log);
    const cache = createPublicCache(events);
    let version = 1;
    const posts = () => cache.get('posts', ['post.written'], async () => answer(`posts v${version}`));
    const settings = () => cache.get('settings', ['setting.written'], async () => answer(`settings v${version}`));
    expect((await posts()).identity.toString()).toBe('posts v1');
    expect((await settings()).identity.toString()).toBe('settings v1');
    version = 2;
    events.emit('post.written', { postId: 1 });
    expect((await posts()).identity.toString()).toBe('posts v2');
    expect((await settings()).identity.toString()).toBe('settings v1');
  });

  it('does not keep an answer whose computation an event overtook', async () => {
    const events = createEventBus(log);
    const cache = createPublicCache(events);
    let release!: () => void;
    const slow = cache.get('posts', ['post.written'], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer('read before the write');
    });
    await new Promise((resolve) => setImmediate(resolve));
    events.emit('post.written', { postId: 1 });
    release();
    expect((await slow).identity.toString()).toBe('read before the write');
    const next = await cache.get('posts', ['post.written'], async () => answer('read after the write'));
    expect(next.identity.toString()).toBe('read after the write');
  });

  it('does not keep an answer marked keep: false, nor a failure', async () => {
    const cache = createPublicCache(createEventBus(log));
    let calls = 0;
    await cache.get('page', [], async () => (calls++, { ...answer('fallback'), keep: false }));
    await cache.get('page', [], async () => (calls++, answer('rendered')));
    expect(calls).toBe(2);
    await expect(cache.get('broken', [], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('broken', [], async () => answer('recovered'))).identity.toString()).toBe('recovered');
  });

  it('does not keep an answer other than a 200, and compresses it at the fast levels only', async () => {
    const cache = createPublicCache(createEventBus(log));
    const body = 'Post not found. '.repeat(200);
    let calls = 0;
    const notFound = async () => (calls++, { ...answer(body), status: 404 });
    const first = await cache.get('page:/blog/404', [], notFound);
    const second = await cache.get('page:/blog/404', [], notFound);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.has('page:/blog/404')).toBe(false);
    for (const served of [first, second]) {
      expect(served.status).toBe(404);
      expect(served.br).toEqual(brotliAt(body, FAST_LEVELS.brotli));
    }
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createPublicCache(createEventBus(log), { limits: { maxEntries: 2, maxBytes: 1e9 } });
    await cache.get('a', [], async () => answer('a'));
    await cache.get('b', [], async () => answer('b'));
    await cache.get('a', [], async () => answer('a again'));
    await cache.get('c', [], async () => answer('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', [], async () => answer('recomputed'))).identity.toString()).toBe('a');
    expect((await cache.get('b', [], async () => answer('b recomputed'))).identity.toString()).toBe('b recomputed');
  });

  it('keeps an answer read twice through a stream of one-off answers, within its bounds', async () => {
    const cache = createPublicCache(createEventBus(log), { limits: { maxEntries: 10, maxBytes: 1e9 } });
    let hotComputed = 0;
    const hot = () => cache.get('hot', [], async () => (hotComputed++, answer('the page people read')));
    await hot();
    await hot();
    for (let i = 0; i < 100; i++) await cache.get(`noise:${i}`, [], async () => answer(`one-off ${i}`));
    expect(cache.size).toBe(10);
    await hot();
    expect(hotComputed).toBe(1);
  });

  it('keeps a large answer read twice through a stream of one-off answers that fill the bytes', async () => {
    const cache = createPublicCache(createEventBus(log), { limits: { maxEntries: 1000, maxBytes: 20_000 } });
    let hotComputed = 0;
    const hot = () => cache.get('hot', [], async () => (hotComputed++, answer('h'.repeat(500))));
    await hot();
    await hot();
    for (let i = 0; i < 200; i++) await cache.get(`noise:${i}`, [], async () => answer(`${i}`.padEnd(900, 'x')));
    await hot();
    expect(hotComputed).toBe(1);
    expect(cache.size).toBeLessThan(30);
  });

  it('gives the oldest read answers back to probation, not away, when more are read than fit', async () => {
    const cache = createPublicCache(createEventBus(log), { limits: { maxEntries: 5, maxBytes: 1e9 } });
    const computed: string[] = [];
    const read = (key: string) => cache.get(key, [], async () => (computed.push(key), answer(key)));
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      await read(key);
      await read(key);
    }
    // Protected holds four (80 %); 'a', the oldest, went back on probation and is still served.
    expect(cache.size).toBe(5);
    await read('a');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not keep an answer made stale while it was being compressed at the best levels', async () => {
    const events = createEventBus(log);
    const cache = createPublicCache(events);
    const body = 'A story by the fire. '.repeat(200);
    let version = 1;
    const posts = () => cache.get('posts', ['post.written'], async () => answer(`${body} v${version}`));
    await posts();
    const promoting = posts();
    version = 2;
    events.emit('post.written', { postId: 1 });
    expect((await promoting).identity.toString()).toContain('v1');
    expect(cache.has('posts')).toBe(false);
    expect((await posts()).identity.toString()).toContain('v2');
  });
});
