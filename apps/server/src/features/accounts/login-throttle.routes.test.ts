// Failed-login limits (docs/product/accounts-and-sessions.md, docs/decisions/023): every failed attempt counts, per
// username and address (the hard lock) and per address; at least 10 typed wrong passwords are
// allowed in 15 minutes, then 429; a right password is never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomIp, randomUsername } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PER_USER_ADDRESS = LIMITS.loginFailuresPerUserAddress;

/** The login screen's attempt: the admin door, then the member door (docs/product/accounts-and-sessions.md). */
async function screenLogin(username: string, password: string, ip: string) {
  const admin = await login(t.app, 'admin', { username, password }, ip);
  if (admin.statusCode === 200 || admin.statusCode === 429) return admin;
  return login(t.app, 'member', { username, password }, ip);
}

/** Wrong passwords at one door until the first 429; the number of 401s before it. */
async function failuresBefore429(door: 'admin' | 'member', username: string, ip: string): Promise<number> {
  for (let i = 0; i < PER_USER_ADDRESS + 5; i++) {
    const res = await login(t.app, door, { username, password: `wrong-${i}-password` }, ip);
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  return Infinity;
}

describe('login rate limiting', () => {
  it('allows the spec minimum of 10 typed wrong passwords in 15 minutes (each is two door attempts)', () => {
    expect(LIMITS.loginFailuresPerUserAddress / 2).toBeGreaterThanOrEqual(10);
    expect(LIMITS.loginFailuresPerAddress / 2).toBeGreaterThanOrEqual(10);
    expect(LIMITS.loginFailureWindowMs).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('the login screen allows 10 typed wrong passwords from one address, then answers 429', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS / 2; i++) {
      expect((await screenLogin(user.username, 'wrong-password', ip)).statusCode, `typed attempt ${i + 1}`).toBe(401);
    }
    const blocked = await screenLogin(user.username, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SERVER_ERRORS.tooManyLoginAttempts });
  });

  it('the hard lock is per username and address: hammering admin from one address never locks the administrator out of another', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const attacker = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS * 2; i++) {
      await login(t.app, 'admin', { username: admin.username, password: `guess-${i}` }, attacker);
    }
    expect((await login(t.app, 'admin', { username: admin.username, password: admin.password }, attacker)).statusCode).toBe(429);
    const owner = randomIp();
    const res = await login(t.app, 'admin', { username: admin.username, password: admin.password }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('which names are administrators cannot be learnt from 429s: admin, member and unknown names lock alike at both doors', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const member = await createUser(t.app, { role: 'member' });
    for (const door of ['admin', 'member'] as const) {
      const counts = [];
      for (const name of [admin.username, member.username, randomUsername()]) counts.push(await failuresBefore429(door, name, randomIp()));
      expect(counts, `${door} door`).toEqual([PER_USER_ADDRESS, PER_USER_ADDRESS, PER_USER_ADDRESS]);
    }
  });

  it('the lock holds in any letter case and for the right password, at both doors', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    expect(await failuresBefore429('member', user.username, ip)).toBe(PER_USER_ADDRESS);
    expect((await login(t.app, 'member', { username: user.username.toUpperCase(), password: user.password }, ip)).statusCode).toBe(429);
    expect((await login(t.app, 'admin', { username: user.username, password: user.password }, ip)).statusCode).toBe(429);
  });

  it('per address: the allowed failures for different names are 401, the next from that address is 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress; i++) {
      const res = await login(t.app, 'member', { username: randomUsername(), password: 'wrong-password' }, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const user = await createUser(t.app, { role: 'member' });
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(429);
    // The same account from another address is fine.
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('the address is taken from X-Forwarded-For set by a local proxy', async () => {
    const forwarded = randomIp();
    const user = await createUser(t.app, { role: 'member' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/member/login',
        payload: { username: user.username, password },
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < PER_USER_ADDRESS; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(429);
    // Another forwarded address is another client.
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, randomIp())).statusCode).toBe(200);
  });

  it('counts IPv6 clients per /64: addresses of one /64 share a count, another /64 does not', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < PER_USER_ADDRESS; i++) {
      const res = await login(t.app, 'member', { username: user.username, password: 'wrong' }, `${prefix}::${(i + 1).toString(16)}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, `${prefix}::ffff`)).statusCode).toBe(429);
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, `${prefix.replace(/:1$/, ':2')}::1`)).statusCode).toBe(200);
  });

  it('a member with the right password trying the admin door first is never locked out', async () => {
    const member = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS + 5; i++) {
      const admin = await login(t.app, 'admin', { username: member.username, password: member.password }, ip);
      expect(admin.statusCode, `admin attempt ${i + 1}`).toBe(401);
      expect(admin.json()).toEqual({ error: 'Invalid credentials' });
      expect((await login(t.app, 'member', { username: member.username, password: member.password }, ip)).statusCode).toBe(200);
    }
  });

  it('an admin with the right password at the member door is never locked out either', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const ip = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS + 5; i++) {
      expect((await login(t.app, 'member', { username: admin.username, password: admin.password }, ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, 'admin', { username: admin.username, password: admin.password }, ip)).statusCode).toBe(200);
  });

  it('a disabled account signing in with the right password is not counted as a failure', async () => {
    const user = await createUser(t.app, { status: 'disabled' });
    const ip = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS + 5; i++) {
      expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(403);
    }
  });

  it("a successful login clears the username's count from that address", async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await login(t.app, 'member', { username: user.username, password: 'wrong' }, ip)).statusCode).toBe(401);
    };
    await fail(PER_USER_ADDRESS - 1);
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(200);
    // A fresh allowance: without the reset the second of these would be 429.
    await fail(PER_USER_ADDRESS);
    expect((await login(t.app, 'member', { username: user.username, password: 'wrong' }, ip)).statusCode).toBe(429);
  });

  it('failures older than the 15-minute window do not count', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    const old = new Date(Date.now() - LIMITS.loginFailureWindowMs - 60_000).toISOString();
    const rows = Array.from({ length: 200 }, () => [
      { bucket: `login:user-ip:${user.username.toLowerCase()}|${ip}`, created_at: old },
      { bucket: `login:ip:${ip}`, created_at: old },
    ]).flat();
    await t.services.db.kysely.insertInto('rate_limit_hits').values(rows).execute();
    expect((await login(t.app, 'member', { username: user.username, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(200);
  });

  it('concurrent wrong passwords cannot get past the limit', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: PER_USER_ADDRESS + 10 }, (_, i) => login(t.app, 'member', { username: user.username, password: `wrong-${i}` }, ip)),
    );
    const counts = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: PER_USER_ADDRESS, 429: 10 });
  });

  it('concurrent wrong passwords from one address cannot get past the limit either', async () => {
    const ip = randomIp();
    const total = LIMITS.loginFailuresPerAddress + 15;
    const results = await Promise.all(
      Array.from({ length: total }, () => login(t.app, 'member', { username: randomUsername(), password: 'wrong-password' }, ip)),
    );
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(LIMITS.loginFailuresPerAddress);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });

  it('concurrent right-password logins of one account all succeed', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(t.app, 'member', { username: user.username, password: user.password })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('a wrong current password on change-password', () => {
  const change = (user: CreatedUser, currentPassword: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      remoteAddress: ip,
      payload: { currentPassword, newPassword: 'brand-new-pass' },
    });

  it('counts as a failed login of that account from that address', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    for (let i = 0; i < PER_USER_ADDRESS; i++) expect((await change(user, 'not-my-password', ip)).statusCode).toBe(400);
    const blocked = await change(user, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SERVER_ERRORS.tooManyLoginAttempts });
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(429);
  });
});
