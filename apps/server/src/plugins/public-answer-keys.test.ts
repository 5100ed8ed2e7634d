// The public cache keeps only what exists, one entry per read however it is spelt
// (docs/product/content.md): a stranger's stream of made-up ids, offsets, cursors and parameters makes
// no entry and pushes out none.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
let admin: CreatedUser;
let postId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  for (let i = 0; i < 3; i++) {
    const payload = { title: `Kept tale ${i}`, content: 'Once upon a time. '.repeat(80) };
    postId = (await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: admin.auth, payload })).json().post.id;
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
const cache = () => t.services.publicCache;
const randomCursor = () => `20${randomInt(10, 99)}-0${randomInt(1, 9)}-1${randomInt(0, 9)}T10:00:00.${randomInt(100000, 999999)}Z~${randomInt(1, 1e9)}`;

describe('public answer keys', () => {
  it('keeps no answer for unknown ids, offsets past the end, made-up cursors or stray parameters, and pushes out no real one', async () => {
    // Read twice, as a visitor's page and its next visitor would.
    for (const url of ['/api/blog/posts?limit=15', '/api/blog/posts?limit=15', '/api/settings', '/api/settings']) expect((await get(url)).statusCode).toBe(200);
    const size = cache().size;
    for (let i = 0; i < 40; i++) {
      const n = randomInt(1, 1e9);
      expect((await get(`/api/blog/posts/${n}`)).statusCode).toBe(404);
      expect((await get(`/api/blog/posts?limit=15&offset=${1000 + n}`)).json().posts).toEqual([]);
      expect((await get(`/api/blog/cards?limit=2&before=${encodeURIComponent(randomCursor())}`)).statusCode).toBe(200);
      expect((await get(`/api/blog/cards?offset=${1000 + n}`)).json().posts).toEqual([]);
      expect((await get(`/api/shop/products?offset=${1000 + n}`)).json().products).toEqual([]);
      expect((await get(`/api/shop/categories?offset=${1000 + n}`)).json().categories).toEqual([]);
      expect((await get(`/api/blog/posts?limit=15&x=${n}`)).statusCode).toBe(200);
    }
    expect(cache().size).toBe(size);
    expect(cache().has('posts:15:0')).toBe(true);
    expect(cache().has('settings')).toBe(true);
  });

  it('keeps the page a next_cursor leads to, and the first page of an empty list', async () => {
    const first = (await get('/api/blog/cards?limit=1')).json();
    expect(first.next_cursor).not.toBeNull();
    expect((await get(`/api/blog/cards?limit=1&before=${encodeURIComponent(first.next_cursor)}`)).json().posts).toHaveLength(1);
    expect(cache().has(`cards:1:before:${first.next_cursor}`)).toBe(true);
    expect((await get('/api/shop/products')).json().products).toEqual([]);
    expect(cache().has(`shop:products:${LIMITS.shopPageDefault}:0`)).toBe(true);
  });

  it('answers every spelling of one read from one entry, with the same bytes and ETag', async () => {
    const spellings = [
      ['/api/blog/posts', `/api/blog/posts?limit=${LIMITS.pageDefault}&offset=0`, `/api/blog/posts?offset=0&limit=0${LIMITS.pageDefault}&utm_source=x`],
      [`/api/blog/posts?limit=${LIMITS.pageMax}`, `/api/blog/posts?limit=${LIMITS.pageMax * 50}`, `/api/blog/posts?offset=00&limit=${LIMITS.pageMax + 1}`],
      [`/api/blog/posts/${postId}`, `/api/blog/posts/0${postId}`, `/api/blog/posts/${postId}?x=2`],
      ['/api/blog/cards?limit=2', '/api/blog/cards?x=1&limit=2&offset=0', '/api/blog/cards?limit=2.0'],
      ['/api/settings', '/api/settings?lang=fr', '/api/settings?'],
    ];
    for (const urls of spellings) {
      // The second read is the one kept at the best compression; every spelling then gets it.
      await get(urls[0]!);
      const canonical = await get(urls[0]!);
      expect(canonical.statusCode, urls[0]).toBe(200);
      const size = cache().size;
      for (const url of urls.slice(1)) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).toBe(canonical.headers.etag);
        expect(res.rawPayload.equals(canonical.rawPayload), url).toBe(true);
      }
      expect(cache().size, urls[0]).toBe(size);
    }
  });
});
