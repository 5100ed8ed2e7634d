import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { TINY_PNG_DATA_URL } from '../../test/factories.js';

describe('blog', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let otherAdmin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    otherAdmin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app, { role: 'member' });
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers, payload });
  const createPost = async (payload: Record<string, unknown> = {}) => {
    const res = await create({ title: 'A tale', content: 'Once upon a time.', ...payload });
    expect(res.statusCode).toBe(201);
    return res.json().post as { id: number; status: string; image_url: string | null; tags: string };
  };
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

  describe('writing posts', () => {
    it('creates a published post authored by the signed-in administrator', async () => {
      const res = await create({ title: '  The Founding  ', content: 'Line one.\n\nLine two.', tags: ' celtic,history ,, culture ', author_name: 'Impostor', author_id: member.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().post).toEqual({
        id: expect.any(Number), title: 'The Founding', content: 'Line one.\n\nLine two.', image_url: null,
        tags: 'celtic, history, culture', status: 'published', visibility: 'public', author_name: admin.username,
        created_at: expect.any(String), updated_at: expect.any(String),
      });
      const row = await t.services.db.kysely.selectFrom('blog_posts').select('author_id').where('id', '=', res.json().post.id).executeTakeFirstOrThrow();
      expect(row.author_id).toBe(admin.id);
    });

    it.each([
      ['no title', { title: undefined }, 'Title is required'],
      ['a blank title', { title: '   ' }, 'Title is required'],
      ['a long title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['no content', { content: undefined }, 'Content is required'],
      ['a bad status', { status: 'archived' }, 'Status must be published or draft'],
      ['long tags', { tags: 't'.repeat(501) }, 'Tags must be at most 500 characters'],
      ['a javascript: image', { image_url: 'javascript:alert(1)' }, 'image_url'],
      ['a file: image', { image_url: 'file:///etc/passwd' }, 'image_url'],
    ])('rejects %s with 400 naming the field', async (_label, change, message) => {
      const res = await create({ title: 'T', content: 'C', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it('stores a data URL image as a file and serves it with a long cache', async () => {
      const post = await createPost({ image_url: TINY_PNG_DATA_URL });
      expect(post.image_url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
      expect(existsSync(join(t.database.dataDir, 'uploads', 'images', basename(post.image_url!)))).toBe(true);
      const image = await publicGet(post.image_url!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/png/);
      expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(image.headers['cache-control']).toContain('immutable');
    });

    it('keeps an http(s) image URL as given and stores no tags as an empty string', async () => {
      const post = await createPost({ image_url: 'https://images.example.test/hall.jpg' });
      expect(post).toMatchObject({ image_url: 'https://images.example.test/hall.jpg', tags: '' });
    });

    it('rejects a data URL that is not really an image', async () => {
      const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
      const res = await create({ title: 'Fake', content: 'Fake', image_url: fake });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('image_url: Image data is not a valid JPEG, PNG, GIF or WebP image');
    });

    it('answers 413 for a body over 12 MB', async () => {
      const res = await create({ title: 'Huge', content: 'Huge', image_url: `data:image/png;base64,${'A'.repeat(13 * 1024 * 1024)}` });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it('updates a post and keeps its author and image when not sent', async () => {
      const post = await createPost({ image_url: TINY_PNG_DATA_URL, status: 'draft' });
      const payload = { title: 'Edited', content: 'New words', tags: 'lore' };
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}`, headers: otherAdmin.auth, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({ id: post.id, title: 'Edited', content: 'New words', tags: 'lore', status: 'draft', image_url: post.image_url, author_name: admin.username });
      const cleared = await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}`, headers: admin.auth, payload: { title: 'Edited', content: 'New words', image_url: '', status: 'published' } });
      expect(cleared.json().post).toMatchObject({ image_url: null, status: 'published' });
    });

    it('rejects an invalid update with 400 and a missing post with 404', async () => {
      const post = await createPost();
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}`, headers: admin.auth, payload: { title: '', content: 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('Title is required');
      const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/blog-posts/999999', headers: admin.auth, payload: { title: 'x', content: 'x' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Post not found' });
    });

    it('toggles the status', async () => {
      const post = await createPost();
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}/status`, headers: admin.auth, payload: { status: 'draft' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({ id: post.id, status: 'draft' });
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/blog-posts/${post.id}/status`, headers: admin.auth, payload: { status: 'hidden' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('Status must be published or draft');
      const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/blog-posts/999999/status', headers: admin.auth, payload: { status: 'draft' } });
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a post, then answers 404', async () => {
      const post = await createPost();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${post.id}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await publicGet(`/api/blog/posts/${post.id}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${post.id}`, headers: admin.auth })).statusCode).toBe(404);
    });
  });

  describe('reading posts', () => {
    it('shows the public only published posts, newest first, with a total', async () => {
      const published = await createPost({ title: 'Out in the open' });
      const draft = await createPost({ title: 'Not yet', status: 'draft' });
      const res = await publicGet('/api/blog/posts?limit=100');
      expect(res.statusCode).toBe(200);
      const { posts, total } = res.json();
      const ids = posts.map((p: { id: number }) => p.id);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      expect(posts.every((p: { status: string }) => p.status === 'published')).toBe(true);
      expect(total).toBe(posts.length);
      const dates = posts.map((p: { created_at: string }) => p.created_at);
      expect([...dates].sort().reverse()).toEqual(dates); // newest first
      expect(ids[0]).toBe(published.id);
    });

    it('answers 404 publicly for a draft and a missing id, but shows a published post', async () => {
      const draft = await createPost({ status: 'draft' });
      const hidden = await publicGet(`/api/blog/posts/${draft.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ error: 'Post not found' });
      expect((await publicGet('/api/blog/posts/999999')).json()).toEqual({ error: 'Post not found' });
      const post = await createPost({ title: 'Visible' });
      const res = await publicGet(`/api/blog/posts/${post.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({ id: post.id, title: 'Visible', status: 'published' });
    });

    it('pages with limit and offset and rejects bad paging with 400 naming the field', async () => {
      const all = (await publicGet('/api/blog/posts?limit=100')).json().posts;
      const page = (await publicGet('/api/blog/posts?limit=2&offset=1')).json();
      expect(page.posts.map((p: { id: number }) => p.id)).toEqual(all.slice(1, 3).map((p: { id: number }) => p.id));
      for (const query of ['limit=0', 'offset=-1', 'limit=abc', 'offset=1.5']) {
        const res = await publicGet(`/api/blog/posts?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toContain(query.split('=')[0]);
      }
    });

    it('answers 404 for a post id that cannot exist, never 400 or a database error', async () => {
      // Beyond a 32-bit id, not a number, negative: none names a post.
      for (const id of ['abc', '99999999999', '-3', '1.5']) {
        const res = await publicGet(`/api/blog/posts/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: 'Post not found' });
      }
      const edit = await t.app.inject({ method: 'PUT', url: '/api/admin/blog-posts/abc', headers: admin.auth, payload: { title: 'T', content: 'C' } });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ error: 'Post not found' });
    });

    it('caps a limit above the maximum instead of refusing it', async () => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: 101 }, (_, i) => ({
        title: `Bulk ${i}`, content: 'Bulk', tags: '', status: 'published' as const, author_id: admin.id,
        author_name: admin.username, created_at: now, updated_at: now,
      }));
      await t.services.db.kysely.insertInto('blog_posts').values(rows).execute();
      // Written behind the service's back: announce it as the service would.
      t.services.events.emit('post.written', { postId: 0 });
      const res = await publicGet('/api/blog/posts?limit=1000');
      expect(res.statusCode).toBe(200);
      expect(res.json().posts).toHaveLength(100);
      expect((await publicGet('/api/blog/posts')).json().posts).toHaveLength(20);
    });

    it('lists every status for administrators, up to 500 at a time', async () => {
      const draft = await createPost({ status: 'draft' });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/blog-posts', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const { posts, total } = res.json();
      expect(posts[0].id).toBe(draft.id);
      expect(new Set(posts.map((p: { status: string }) => p.status))).toEqual(new Set(['published', 'draft']));
      expect(total).toBe(posts.length);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/blog-posts?limit=500', headers: admin.auth })).statusCode).toBe(200);
      const tooMany = await t.app.inject({ method: 'GET', url: '/api/admin/blog-posts?limit=501', headers: admin.auth });
      expect(tooMany.statusCode).toBe(200);
      const zero = await t.app.inject({ method: 'GET', url: '/api/admin/blog-posts?limit=0', headers: admin.auth });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().error).toContain('limit');
    });
  });

  it.each([
    ['GET', '/api/admin/blog-posts', undefined],
    ['POST', '/api/admin/blog-posts', { title: 'T', content: 'C' }],
    ['PUT', '/api/admin/blog-posts/1', { title: 'T', content: 'C' }],
    ['PUT', '/api/admin/blog-posts/1/status', { status: 'draft' }],
    ['DELETE', '/api/admin/blog-posts/1', undefined],
  ] as const)('%s %s needs an administrator: 401 without a token, 403 for a member', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    const asMember = await t.app.inject({ method, url, payload, headers: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: 'Administrator access required' });
  });
  it('accepts tags as a list too and stores them comma-separated', async () => {
    const res = await create({ title: 'Listed tags', content: 'Text.', tags: ['celtic', ' history '] });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.tags).toBe('celtic, history');
  });
});
