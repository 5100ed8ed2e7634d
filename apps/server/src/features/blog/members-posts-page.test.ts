// The server-rendered page of a members-only post (docs/product/membership.md#members-only-posts,
// docs/decisions/020): every visitor gets the guests' page, kept once in the public cache, with
// the title, teaser and 'This story is for members.' and never the rest of the story, in its HTML
// or its dehydrated data, whoever asked for the post before. Run `npm run build` first when
// running this file alone.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_POST_TEXTS } from '@clanhall/shared';
import { loadConfig } from '../../config.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

const HIDDEN = 'beneath the third standing stone';
const CONTENT = `${'The elders tell of the first winter, when the clan kept its fires in the long hall. '.repeat(2)}The hoard lies ${HIDDEN}.`;

let t: TestApp;
let admin: CreatedUser;
let member: CreatedUser;
beforeAll(async () => {
  const { webSsrEntry } = loadConfig({});
  if (!existsSync(webSsrEntry)) throw new Error(`No SSR bundle at ${webSsrEntry}: run npm run build first`);
  t = await buildTestApp({}, { serveWebApp: true });
  admin = await createUser(t.app, { role: 'admin' });
  member = await createUser(t.app, { role: 'member' });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function createPost(visibility: 'public' | 'members') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blog-posts',
    headers: admin.auth,
    payload: { title: `A ${visibility} tale`, content: CONTENT, visibility },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number; title: string };
}

describe('the page of a members-only post', () => {
  it('shows the title, teaser and notice, never the rest, even after a member read the post', async () => {
    const post = await createPost('members');
    // A member's read first: the members' answer is kept under its own key.
    expect((await page(`/api/blog/posts/${post.id}`, member.auth)).json().post.content).toContain(HIDDEN);
    for (const headers of [{}, member.auth]) {
      const res = await page(`/blog/${post.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(post.title);
      expect(res.body).toContain(MEMBERS_POST_TEXTS.notice);
      expect(res.body).toContain('The elders tell of the first winter');
      expect(res.body).not.toContain(HIDDEN);
    }
    expect(t.services.publicCache.has(`page:/blog/${post.id}`)).toBe(true);
    // The cards of the blog and home pages show its teaser and the chip, never the rest.
    for (const url of ['/blog', '/']) {
      const list = await page(url);
      expect(list.body).toContain(post.title);
      expect(list.body).toContain(MEMBERS_POST_TEXTS.chip);
      expect(list.body).not.toContain(HIDDEN);
    }
  });

  it('shows a public post whole, as before', async () => {
    const post = await createPost('public');
    const res = await page(`/blog/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(HIDDEN);
    expect(res.body).not.toContain(MEMBERS_POST_TEXTS.notice);
  });

  it('renders the page again when a post becomes members-only', async () => {
    const post = await createPost('public');
    expect((await page(`/blog/${post.id}`)).body).toContain(HIDDEN);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog-posts/${post.id}`,
      headers: admin.auth,
      payload: { title: post.title, content: CONTENT, visibility: 'members' },
    });
    expect(edit.statusCode).toBe(200);
    const res = await page(`/blog/${post.id}`);
    expect(res.body).not.toContain(HIDDEN);
    expect(res.body).toContain(MEMBERS_POST_TEXTS.notice);
  });
});
