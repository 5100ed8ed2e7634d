// The auth hooks run before the request body is read or validated: a caller without a token
// learns only that they must sign in (401), a member only that they may not (403), whatever
// they sent. Bad input from an administrator is then a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

describe('auth before validation', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app, { role: 'member' });
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/admin/blog-posts', {}, 400],
    // The impossible path id is judged before the body.
    ['PUT', '/api/admin/blog-posts/abc', { title: '' }, 404],
    ['POST', '/api/admin/users', { username: 'x' }, 400],
    ['PUT', '/api/admin/users/1/status', { status: 'gone' }, 400],
    ['POST', '/api/admin/settings', { smtp_config: 'not json' }, 400],
    ['GET', '/api/admin/contact-messages?limit=0', undefined, 400],
  ] as const)(
    '%s %s with bad input: 401 without a token, 403 for a member, %i for an admin',
    async (method, url, payload, adminStatus) => {
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required' });
      const asMember = await t.app.inject({ method, url, payload, headers: member.auth });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ error: 'Administrator access required' });
      const asAdmin = await t.app.inject({ method, url, payload, headers: admin.auth });
      expect(asAdmin.statusCode).toBe(adminStatus);
      expect(asAdmin.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('answers 401 to a profile update without a token before looking at its body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(401);
  });

  it('does not read a large body from a caller without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: { title: 'T', content: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(401);
  });
});
