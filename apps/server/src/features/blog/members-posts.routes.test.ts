// Members-only posts (docs/product/membership.md#members-only-posts): guests and role `user` get
// `content: null` and the teaser from every public read, members and administrators the whole
// story; the public cache keeps the two versions apart, and a guest's read costs what it did.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UI, excerpt } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let admin: CreatedUser;
let member: CreatedUser;
let user: CreatedUser;

/** Its first 120 characters are the teaser; the words after them only members read. */
const TEASER =
  'The elders speak of a hoard kept by the clan since the first winter, and of the oath sworn over it by the founders. ';
const HIDDEN = 'It lies beneath the third standing stone, where the ravens gather at dusk.';
const SECRET = `${TEASER}${TEASER}${HIDDEN}`;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, member, user] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { role: 'member' }),
    createUser(t.app, { role: 'user' }),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function createPost(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blog-posts',
    headers: admin.auth,
    payload: { title: 'A tale', content: SECRET, ...payload },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number; visibility: string };
}
const setVisibility = (id: number, visibility: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/blog-posts/${id}`,
    headers: admin.auth,
    payload: { title: 'A tale', content: SECRET, visibility },
  });

/** The answer the public cache keeps under `key`, as text, or undefined when none is kept. */
async function kept(key: string): Promise<string | undefined> {
  if (!t.services.publicCache.has(key)) return undefined;
  const answer = await t.services.publicCache.get(key, [], () => Promise.reject(new Error(`${key} is not kept`)));
  return answer.identity.toString();
}

describe('writing a post’s visibility', () => {
  it('is public by default and members when asked; the back office reads both whole', async () => {
    const open = await createPost({ title: 'Open' });
    expect(open.visibility).toBe('public');
    const closed = await createPost({ title: 'Closed', visibility: 'members' });
    expect(closed.visibility).toBe('members');
    const list = (await get('/api/admin/blog-posts', admin.auth)).json().posts as {
      id: number;
      content: string;
      visibility: string;
    }[];
    expect(list.find((p) => p.id === closed.id)).toMatchObject({ visibility: 'members', content: SECRET.trim() });
  });

  it('rejects an unknown visibility with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: admin.auth,
      payload: { title: 'T', content: 'C', visibility: 'secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Visibility must be public or members');
  });

  it('keeps the stored visibility when an edit does not send one', async () => {
    const post = await createPost({ visibility: 'members' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog-posts/${post.id}`,
      headers: admin.auth,
      payload: { title: 'Renamed', content: SECRET },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({ title: 'Renamed', visibility: 'members' });
  });
});

describe('reading a members post', () => {
  let post: { id: number };
  beforeAll(async () => {
    post = await createPost({ title: 'The hoard', visibility: 'members', tags: 'lore' });
  });

  it('gives a guest and a user the title, cover, date and teaser, and content null', async () => {
    for (const headers of [{}, user.auth]) {
      const res = await get(`/api/blog/posts/${post.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({
        id: post.id,
        title: 'The hoard',
        visibility: 'members',
        content: null,
        excerpt: excerpt(SECRET, UI.blogCardExcerpt),
        tags: 'lore',
        image_url: null,
        created_at: expect.any(String),
      });
      expect(res.body).not.toContain('third standing stone');
    }
  });

  it('gives a member and an administrator the whole story', async () => {
    for (const reader of [member, admin]) {
      const res = await get(`/api/blog/posts/${post.id}`, reader.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().post).toMatchObject({
        id: post.id,
        visibility: 'members',
        content: SECRET.trim(),
        excerpt: excerpt(SECRET, UI.blogCardExcerpt),
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('keeps content out of the lists for guests and users, and in them for members', async () => {
    const contentIn = async (headers: Record<string, string>) =>
      ((await get('/api/blog/posts?limit=100', headers)).json().posts as { id: number; content: string | null }[]).find(
        (p) => p.id === post.id,
      )?.content;
    expect(await contentIn({})).toBeNull();
    expect(await contentIn(user.auth)).toBeNull();
    expect(await contentIn(member.auth)).toBe(SECRET.trim());
    expect(await contentIn(admin.auth)).toBe(SECRET.trim());
  });

  it('gives every reader the same card: teaser and visibility, never the content', async () => {
    const bodies = await Promise.all(
      [{}, user.auth, member.auth].map(async (headers) => (await get('/api/blog/cards?limit=100', headers)).json()),
    );
    const card = bodies[0].posts.find((p: { id: number }) => p.id === post.id);
    expect(card).toMatchObject({
      id: post.id,
      title: 'The hoard',
      visibility: 'members',
      excerpt: excerpt(SECRET, UI.blogCardExcerpt),
    });
    expect(card).not.toHaveProperty('content');
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('reads a token that is no longer good (signed out, banned, forged) as a guest, never 401', async () => {
    const signedOut = await createUser(t.app, { role: 'member' });
    await t.services.sessions.endAll(signedOut.id);
    const banned = await createUser(t.app, { role: 'member', status: 'banned' });
    for (const headers of [
      signedOut.auth,
      banned.auth,
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await get(`/api/blog/posts/${post.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().post.content).toBeNull();
    }
  });

  it('shows a member who lapses to a user the teaser on the very next read', async () => {
    const lapsing = await createUser(t.app, { role: 'member' });
    expect((await get(`/api/blog/posts/${post.id}`, lapsing.auth)).json().post.content).toBe(SECRET.trim());
    await t.services.db.kysely.updateTable('users').set({ role: 'user' }).where('id', '=', lapsing.id).execute();
    expect((await get(`/api/blog/posts/${post.id}`, lapsing.auth)).json().post.content).toBeNull();
  });
});

describe('the public cache and members posts', () => {
  it('never keeps the content in the guests’ entry, whoever reads first, and keeps the members’ apart', async () => {
    const post = await createPost({ visibility: 'members' });
    // A member first: the members' entry is made; the guests' is not touched.
    expect((await get(`/api/blog/posts/${post.id}`, member.auth)).json().post.content).toBe(SECRET.trim());
    expect(await kept(`post:${post.id}`)).toBeUndefined();
    expect(await kept(`members:post:${post.id}`)).toContain('third standing stone');
    // Then a guest: the members' entry is never served to them.
    expect((await get(`/api/blog/posts/${post.id}`)).json().post.content).toBeNull();
    const guests = await kept(`post:${post.id}`);
    expect(guests).toBeDefined();
    expect(JSON.parse(guests!).post.content).toBeNull();
    // And a member again: never the guests' entry.
    expect((await get(`/api/blog/posts/${post.id}`, member.auth)).json().post.content).toBe(SECRET.trim());
    // The lists likewise.
    await get('/api/blog/posts', member.auth);
    await get('/api/blog/posts');
    expect(await kept('members:posts:20:0')).toContain('third standing stone');
    expect(
      JSON.parse((await kept('posts:20:0'))!).posts.every(
        (p: { visibility: string; content: string | null }) => p.visibility === 'public' || p.content === null,
      ),
    ).toBe(true);
  });

  it('answers Vary: Authorization on the reads that differ by reader, and a guest a validator', async () => {
    const post = await createPost({ visibility: 'members' });
    const guest = await get(`/api/blog/posts/${post.id}`);
    expect(guest.headers.vary).toContain('Authorization');
    expect(guest.headers.etag).toBeDefined();
    expect((await get('/api/blog/posts')).headers.vary).toContain('Authorization');
    // A member who holds the guests' validator still gets the whole story, not a 304.
    const asMember = await get(`/api/blog/posts/${post.id}`, { ...member.auth, 'if-none-match': String(guest.headers.etag) });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().post.content).toBe(SECRET.trim());
  });

  it('shows a change of visibility to every reader at once', async () => {
    const post = await createPost({ visibility: 'public' });
    expect((await get(`/api/blog/posts/${post.id}`)).json().post.content).toBe(SECRET.trim());
    expect((await setVisibility(post.id, 'members')).statusCode).toBe(200);
    expect((await get(`/api/blog/posts/${post.id}`)).json().post.content).toBeNull();
    expect((await get(`/api/blog/posts/${post.id}`, member.auth)).json().post.content).toBe(SECRET.trim());
    expect((await setVisibility(post.id, 'public')).statusCode).toBe(200);
    expect((await get(`/api/blog/posts/${post.id}`)).json().post.content).toBe(SECRET.trim());
  });

  it('checks no session for a guest: a read without a token asks the database nothing once kept', async () => {
    const post = await createPost({ visibility: 'members' });
    await get(`/api/blog/posts/${post.id}`);
    const verify = vi.spyOn(t.services.sessions, 'verify');
    const select = vi.spyOn(t.services.db.kysely, 'selectFrom');
    try {
      for (const url of [`/api/blog/posts/${post.id}`, '/api/blog/posts', '/api/blog/cards']) await get(url);
      await get('/api/blog/posts');
      await get('/api/blog/cards');
      expect(verify).not.toHaveBeenCalled();
      // The list and cards were computed once each above; the repeated reads are kept answers.
      const before = select.mock.calls.length;
      for (const url of [`/api/blog/posts/${post.id}`, '/api/blog/posts', '/api/blog/cards']) await get(url);
      expect(select.mock.calls.length).toBe(before);
    } finally {
      verify.mockRestore();
      select.mockRestore();
    }
  });
});
