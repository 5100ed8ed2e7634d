// Tokens and sessions (docs/product/accounts-and-sessions.md): every request re-reads the user, so a password
// change, ban, disable, role change or deletion takes effect at once.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@clanhall/shared';
import {
  bearer,
  buildTestApp,
  createUser,
  login,
  TEST_JWT_SECRET,
  type CreatedUser,
  type TestApp,
} from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT made by hand: HS256 with the given key, or alg none without a signature. */
function signJwt(payload: object, key: string | null = TEST_JWT_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  const body = b64({ iat: now, exp: now + 3600, ...payload });
  if (key === null) return `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  return `${head}.${body}.${createHmac('sha256', key).update(`${head}.${body}`).digest('base64url')}`;
}

function profile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
}

function setStatus(admin: CreatedUser, id: number, status: string) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/status`, headers: admin.auth, payload: { status } });
}

/** The session id inside a token the server issued. */
const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('tokens', () => {
  it('refuses an expired token with 401', async () => {
    const user = await createUser(t.app);
    const sid = sidOf(user.token);
    // The same token, still valid, proves the hand-made signing is right.
    expect((await profile(bearer(signJwt({ sub: String(user.id), tv: 0, sid })))).statusCode).toBe(200);
    const iat = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const expired = signJwt({ sub: String(user.id), tv: 0, sid, iat, exp: iat + 7 * 24 * 3600 });
    const res = await profile(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a token signed with another secret, or unsigned, with 401', async () => {
    const user = await createUser(t.app);
    const sid = sidOf(user.token);
    const other = signJwt({ sub: String(user.id), tv: 0, sid }, 'another-secret-'.padEnd(48, 'y'));
    expect((await profile(bearer(other))).statusCode).toBe(401);
    const unsigned = signJwt({ sub: String(user.id), tv: 0, sid }, null);
    expect((await profile(bearer(unsigned))).statusCode).toBe(401);
    // A tampered payload under the original signature.
    const [head, , signature] = user.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', tv: 0 })).toString('base64url');
    expect((await profile(bearer(`${head}.${forged}.${signature}`))).statusCode).toBe(401);
  });

  it('refuses a well-signed token that does not name a user and an open session of theirs', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const sid = sidOf(user.token);
    for (const payload of [
      { sub: 'admin', tv: 0, sid },
      { sub: '999999', tv: 0, sid },
      { tv: 0, sid },
      { sub: String(user.id), sid },
      { sub: String(user.id), tv: 1, sid },
      { sub: String(user.id), tv: 0 },
      { sub: String(user.id), tv: 0, sid: 'made-up-session' },
      // Another account's session under this account's name.
      { sub: String(user.id), tv: 0, sid: sidOf(other.token) },
    ]) {
      const res = await profile(bearer(signJwt(payload)));
      expect(res.statusCode, JSON.stringify(payload)).toBe(401);
    }
  });

  it('accepts the scheme in any case', async () => {
    const user = await createUser(t.app);
    expect((await profile({ authorization: `bearer ${user.token}` })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password with 400 Current password is incorrect', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: 'not-mine-1', newPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Current password is incorrect' });
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
    expect((await profile(user.auth)).statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters with 400 and keeps the old one', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/password/i);
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('refuses missing fields with 400 and no token with 401', async () => {
    const user = await createUser(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { newPassword: 'brand-new-pass' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/current password/i);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a', newPassword: 'brand-new-pass' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes the password, returns a working token and signs out the other sessions', async () => {
    const user = await createUser(t.app);
    const otherSession = (await login(t.app, 'member', { username: user.username, password: user.password })).json()
      .token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toEqual({ success: true, message: PROFILE_MESSAGES.passwordUpdated, token: expect.any(String) });
    expect(res.body.toLowerCase()).not.toMatch(/"(new|current)?password"/);
    expect((await profile(bearer(json.token))).statusCode).toBe(200);
    // The token used for the change and the other session both end.
    expect((await profile(user.auth)).statusCode).toBe(401);
    expect((await profile(bearer(otherSession))).statusCode).toBe(401);
    // The new password signs in, the old one does not.
    expect((await login(t.app, 'member', { username: user.username, password: 'brand-new-pass' })).statusCode).toBe(200);
    const old = await login(t.app, 'member', { username: user.username, password: user.password });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'Invalid credentials' });
  });
});

describe('POST /api/auth/logout and /api/auth/logout-all', () => {
  it('logout ends this session on the server, and only this one', async () => {
    const user = await createUser(t.app);
    const other = (await login(t.app, 'member', { username: user.username, password: user.password })).json().token as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await profile(user.auth)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth })).statusCode).toBe(401);
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of the account and no other account', async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const tokens = await Promise.all(
      [1, 2].map(async () => (await login(t.app, 'member', { username: user.username, password: user.password })).json().token as string),
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(tokens[0]!) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    for (const token of [user.token, ...tokens]) expect((await profile(bearer(token))).statusCode).toBe(401);
    expect((await profile(stranger.auth)).statusCode).toBe(200);
    // Signing in again works.
    const again = await login(t.app, 'member', { username: user.username, password: user.password });
    expect((await profile(bearer(again.json().token))).statusCode).toBe(200);
  });

  it('a banned member can still log out, ending that session for good', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    await setStatus(admin, user.id, 'banned');
    expect((await profile(user.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth })).statusCode).toBe(200);
    const row = await t.services.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(row).toEqual([]);
  });

  it('both need a token: 401 without one', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('account changes take effect at once', () => {
  it('a ban makes the existing token 403 Account disabled; lifting the ban does not revive it', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    expect((await profile(user.auth)).statusCode).toBe(200);
    expect((await setStatus(admin, user.id, 'banned')).statusCode).toBe(200);
    const banned = await profile(user.auth);
    expect(banned.statusCode).toBe(403);
    expect(banned.json()).toEqual({ error: 'Account disabled' });
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { first_name: 'x' },
    });
    expect(write.statusCode).toBe(403);
    expect((await setStatus(admin, user.id, 'active')).statusCode).toBe(200);
    expect((await profile(user.auth)).statusCode).toBe(401);
    // The member signs in afresh.
    const again = await login(t.app, 'member', { username: user.username, password: user.password });
    expect((await profile(bearer(again.json().token))).statusCode).toBe(200);
  });

  it('disabling does the same, also for the change-password call', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app, { role: 'member' });
    expect((await setStatus(admin, user.id, 'disabled')).statusCode).toBe(200);
    const res = await profile(user.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Account disabled' });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'brand-new-pass' },
    });
    expect(change.statusCode).toBe(403);
    expect((await setStatus(admin, user.id, 'active')).statusCode).toBe(200);
    expect((await profile(user.auth)).statusCode).toBe(401);
  });

  it('a banned administrator loses the back office at once', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    expect((await setStatus(admin, other.id, 'banned')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: other.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Account disabled' });
  });

  it('after deletion the token gets 401', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.auth })).statusCode).toBe(
      200,
    );
    const res = await profile(user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('after a demotion from admin to member the old admin token gets 403 on admin routes at once', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: other.auth })).statusCode).toBe(200);
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      headers: admin.auth,
      payload: { role: 'member' },
    });
    expect(demote.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: other.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.any(String) });
    // Still a signed-in member.
    expect((await profile(other.auth)).json().user.role).toBe('member');
  });

  it('an admin setting a new password signs the user out; a blank one does not', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
      payload: { password: '', first_name: 'Kept' },
    });
    expect(blank.statusCode).toBe(200);
    expect((await profile(user.auth)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
      payload: { password: 'set-by-admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(user.auth)).statusCode).toBe(401);
  });
});
