// POST /api/auth/admin/login and /api/auth/member/login: the two doors (docs/product/accounts-and-sessions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserStatus } from '@clanhall/shared';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('login doors', () => {
  it('admin door: an admin gets { token, user } and the token works on admin routes', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await login(t.app, 'admin', { username: admin.username, password: admin.password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['token', 'user']);
    expect(json.user).toMatchObject({ id: admin.id, username: admin.username, role: 'admin', status: 'active' });
    expect(res.body.toLowerCase()).not.toContain('password');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(json.token),
    });
    expect(list.statusCode).toBe(200);
  });

  it.each<Role>(['member', 'user'])('member door: a %s gets { token, user } and the token reads the profile', async (role) => {
    const user = await createUser(t.app, { role });
    const res = await login(t.app, 'member', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['token', 'user']);
    expect(json.user).toMatchObject({ id: user.id, role });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(json.token),
    });
    expect(profile.json().user.id).toBe(user.id);
  });

  it('username matching is case-insensitive', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const res = await login(t.app, 'member', { username: user.username.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it.each<Role>(['member', 'user'])('admin door refuses a %s with the right password: 401 Invalid credentials', async (role) => {
    const user = await createUser(t.app, { role });
    const res = await login(t.app, 'admin', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('member door refuses an admin with the right password: 401 Invalid credentials', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await login(t.app, 'member', { username: admin.username, password: admin.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('wrong password and unknown username get the same 401 answer at both doors', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const member = await createUser(t.app, { role: 'member' });
    const answers = [
      await login(t.app, 'admin', { username: admin.username, password: 'wrong-password' }),
      await login(t.app, 'member', { username: member.username, password: 'wrong-password' }),
      await login(t.app, 'admin', { username: randomUsername(), password: 'whatever1' }),
      await login(t.app, 'member', { username: randomUsername(), password: 'whatever1' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it.each<[Role, UserStatus, 'admin' | 'member']>([
    ['member', 'disabled', 'member'],
    ['member', 'banned', 'member'],
    ['user', 'banned', 'member'],
    ['admin', 'disabled', 'admin'],
    ['admin', 'banned', 'admin'],
  ])('a %s that is %s gets 403 Account disabled at the %s door', async (role, status, door) => {
    const user = await createUser(t.app, { role, status });
    const res = await login(t.app, door, { username: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Account disabled' });
  });

  it('a banned account with a wrong password is just Invalid credentials', async () => {
    const user = await createUser(t.app, { status: 'banned' });
    const res = await login(t.app, 'member', { username: user.username, password: 'not-it-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid credentials' });
  });

  it.each([
    [{ password: 'secret-pass' }, /username/i],
    [{ username: 'someone' }, /password/i],
    [{ username: '', password: 'secret-pass' }, /username/i],
    [{ username: 'someone', password: '' }, /password/i],
    [{}, /username|password/i],
  ])('missing fields %j are 400 naming the field', async (payload, field) => {
    for (const door of ['admin', 'member'] as const) {
      const res = await login(t.app, door, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(field);
    }
  });

  it('a non-string username is 400, not 500', async () => {
    const res = await login(t.app, 'member', { username: { $ne: null }, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('tokens are JWTs naming the user that expire after 7 days', async () => {
    const user = await createUser(t.app);
    const res = await login(t.app, 'member', { username: user.username, password: user.password });
    const payload = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString()) as {
      sub: string;
      exp: number;
      iat: number;
    };
    expect(payload?.sub).toBe(String(user.id));
    expect(payload!.exp - payload!.iat).toBe(7 * 24 * 60 * 60);
  });
});
