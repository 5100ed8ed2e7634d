// The public cache (services/public-cache.ts): one computation per key until an event it
// depends on, never keeping an answer computed across such an event, bounded in size.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.js';
import { createPublicCache } from './public-cache.js';

const log = { error: () => undefined };
const answer = (body: string) => ({ status: 200, contentType: 'text/plain', body });

describe('public cache', () => {
  it('computes once, then serves the kept answer, compressed once in both encodings', async () => {
    const cache = createPublicCache(createEventBus(log));
    let computed = 0;
    const body = 'A story by the fire. '.repeat(200);
    const compute = async () => (computed++, answer(body));
    const [a, b] = await Promise.all([cache.get('k', ['post.written'], compute), cache.get('k', ['post.written'], compute)]);
    const c = await cache.get('k', ['post.written'], compute);
    expect(computed).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(brotliDecompressSync(a.br!).toString()).toBe(body);
    expect(gunzipSync(a.gzip!).toString()).toBe(body);
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
});
