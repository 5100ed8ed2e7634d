// Public reads (docs/product/operating.md): the same answer for every guest, from memory, with an ETag and
// a 304 for a client that holds it, Cache-Control that makes browsers ask again, compressed
// once; a write is visible at once. Answers to a signed-in caller are never stored.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const createPost = async (title: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: admin.auth, payload: { title, content: `${title}. `.repeat(80) } })).json()
    .post as { id: number };

describe('public answers', () => {
  it.each(['/api/blog/posts?limit=15', '/api/blog/cards?limit=12', '/api/settings'])(
    '%s carries an ETag and Cache-Control: no-cache, and answers 304 to a matching If-None-Match',
    async (url) => {
      await createPost('Cached tale');
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toContain('Accept-Encoding');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    },
  );

  it('serves the same bytes, compressed in the encoding the client accepts', async () => {
    await createPost('Compressed tale');
    const plain = await get('/api/blog/posts?limit=15');
    const br = await get('/api/blog/posts?limit=15', { 'accept-encoding': 'br, gzip' });
    const gz = await get('/api/blog/posts?limit=15', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a write at once: a new, edited or deleted post changes the lists and the ETag', async () => {
    const before = await get('/api/blog/posts?limit=100');
    const post = await createPost('Fresh off the press');
    const after = await get('/api/blog/posts?limit=100');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().posts[0]).toMatchObject({ id: post.id, title: 'Fresh off the press' });
    expect((await get(`/api/blog/posts/${post.id}`)).json().post.title).toBe('Fresh off the press');
    await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}/status`, headers: admin.auth, payload: { status: 'draft' } });
    expect((await get(`/api/blog/posts/${post.id}`)).statusCode).toBe(404);
    expect((await get('/api/blog/cards?limit=100')).json().posts.map((p: { id: number }) => p.id)).not.toContain(post.id);
  });

  it('shows a settings save at once', async () => {
    expect((await get('/api/settings')).json().site_title).not.toBe('Renamed Hall');
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload: { site_title: 'Renamed Hall' } });
    expect((await get('/api/settings')).json().site_title).toBe('Renamed Hall');
  });

  it('answers a signed-in caller with Cache-Control: no-store and no validator, on public and private reads alike', async () => {
    const member = await createUser(t.app);
    for (const url of ['/api/auth/profile', '/api/blog/posts?limit=3', '/api/settings']) {
      const res = await get(url, member.auth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const adminList = await get('/api/admin/users', admin.auth);
    expect(adminList.headers['cache-control']).toBe('no-store');
  });
});

describe('cards', () => {
  it('carry the 120-character excerpt, not the whole text, and page by cursor as by offset', async () => {
    for (let i = 0; i < 5; i++) await createPost(`Paged tale ${i}`);
    const all = (await get('/api/blog/cards?limit=100')).json();
    const card = all.posts[0];
    expect(card).not.toHaveProperty('content');
    expect(card.excerpt.length).toBeLessThanOrEqual(121);
    expect(card.excerpt.endsWith('…')).toBe(true);
    const first = (await get('/api/blog/cards?limit=2')).json();
    const second = (await get(`/api/blog/cards?limit=2&before=${encodeURIComponent(first.next_cursor)}`)).json();
    const byOffset = (await get('/api/blog/cards?limit=2&offset=2')).json();
    expect(second.posts.map((p: { id: number }) => p.id)).toEqual(byOffset.posts.map((p: { id: number }) => p.id));
    expect(second.total).toBe(all.total);
    const last = (await get(`/api/blog/cards?limit=100&before=${encodeURIComponent(first.next_cursor)}`)).json();
    expect(last.next_cursor).toBeNull();
    // A last page that happens to be full has no cursor either.
    const exact = (await get(`/api/blog/cards?limit=${all.total}`)).json();
    expect(exact.posts).toHaveLength(all.total);
    expect(exact.next_cursor).toBeNull();
    expect((await get(`/api/blog/cards?limit=${all.total - 1}`)).json().next_cursor).not.toBeNull();
  });

  it('refuses a cursor it did not make with 400 naming the field', async () => {
    const res = await get('/api/blog/cards?before=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('before');
  });
});
