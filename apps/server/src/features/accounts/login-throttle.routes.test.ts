// Failed-login limits (platform.md §3): only wrong passwords count, per username and per
// address; at least 10 are allowed in 15 minutes, then 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type TestApp } from '../../test/build-test-app.js';
import { randomIp, randomUsername } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Wrong passwords at the member door, which judges member and user accounts and unknown names.
async function failTimes(n: number, username: string) {
  for (let i = 0; i < n; i++) {
    const res = await login(t.app, 'member', { username, password: `wrong-${i}-password` });
    expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
  }
}

describe('login rate limiting', () => {
  it('allows the spec minimum of 10 wrong passwords in 15 minutes', () => {
    expect(LIMITS.loginFailuresPerUsername).toBeGreaterThanOrEqual(10);
    expect(LIMITS.loginFailuresPerAddress).toBeGreaterThanOrEqual(10);
    expect(LIMITS.loginFailureWindowMs).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('the login screen (admin door, then member door) counts one wrong password once', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerUsername; i++) {
      expect(
        (await login(t.app, 'admin', { username: user.username, password: 'wrong-password' }, ip)).statusCode,
        `admin door ${i + 1}`,
      ).toBe(401);
      expect(
        (await login(t.app, 'member', { username: user.username, password: 'wrong-password' }, ip)).statusCode,
        `member door ${i + 1}`,
      ).toBe(401);
    }
    expect((await login(t.app, 'admin', { username: user.username, password: 'wrong-password' }, ip)).statusCode).toBe(429);
  });

  it("an administrator's wrong passwords count at the admin door only", async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (let i = 0; i < LIMITS.loginFailuresPerUsername; i++) {
      expect((await login(t.app, 'member', { username: admin.username, password: 'wrong-password' })).statusCode).toBe(401);
      expect((await login(t.app, 'admin', { username: admin.username, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await login(t.app, 'admin', { username: admin.username, password: admin.password })).statusCode).toBe(429);
  });

  it('per username: 10 wrong passwords (from any addresses) are 401, the next is 429', async () => {
    const user = await createUser(t.app, { role: 'member' });
    await failTimes(10, user.username);
    const blocked = await login(t.app, 'member', { username: user.username, password: 'still-wrong' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SERVER_ERRORS.tooManyLoginAttempts });
    // The username is locked in any letter case, even with the right password, at both doors.
    expect((await login(t.app, 'member', { username: user.username.toUpperCase(), password: user.password })).statusCode).toBe(
      429,
    );
    expect((await login(t.app, 'admin', { username: user.username, password: user.password })).statusCode).toBe(429);
    // Another account from another address is not affected.
    const other = await createUser(t.app, { role: 'member' });
    expect((await login(t.app, 'member', { username: other.username, password: other.password })).statusCode).toBe(200);
  });

  it('per username also for names that do not exist', async () => {
    const ghost = randomUsername();
    await failTimes(10, ghost);
    expect((await login(t.app, 'member', { username: ghost, password: 'wrong-again' })).statusCode).toBe(429);
  });

  it('per address: the allowed wrong passwords for different names are 401, the next from that address is 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress; i++) {
      const res = await login(t.app, 'member', { username: randomUsername(), password: 'wrong-password' }, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const user = await createUser(t.app, { role: 'member' });
    const blocked = await login(t.app, 'member', { username: user.username, password: 'wrong-password' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SERVER_ERRORS.tooManyLoginAttempts });
    // The same account from another address is fine: its name has no failures.
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('the address is taken from X-Forwarded-For set by a local proxy', async () => {
    const forwarded = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/member/login',
        payload: { username: randomUsername(), password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(t.app, { role: 'member' });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { username: user.username, password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwarded },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('a member with the right password trying the admin door first is never locked out', async () => {
    const member = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    for (let i = 0; i < 25; i++) {
      const admin = await login(t.app, 'admin', { username: member.username, password: member.password }, ip);
      expect(admin.statusCode, `admin attempt ${i + 1}`).toBe(401);
      expect(admin.json()).toEqual({ error: 'Invalid credentials' });
      const res = await login(t.app, 'member', { username: member.username, password: member.password }, ip);
      expect(res.statusCode, `member attempt ${i + 1}`).toBe(200);
    }
  });

  it('an admin with the right password at the member door is never locked out either', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const ip = randomIp();
    for (let i = 0; i < 15; i++) {
      expect((await login(t.app, 'member', { username: admin.username, password: admin.password }, ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, 'admin', { username: admin.username, password: admin.password }, ip)).statusCode).toBe(200);
  });

  it('a disabled account signing in with the right password is not counted as a failure', async () => {
    const user = await createUser(t.app, { status: 'disabled' });
    for (let i = 0; i < 15; i++) {
      expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(403);
    }
  });

  it("a successful login clears the username's count", async () => {
    const user = await createUser(t.app, { role: 'member' });
    await failTimes(9, user.username);
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
    // A fresh allowance of 10: without the reset the second of these would be 429.
    await failTimes(10, user.username);
    expect((await login(t.app, 'member', { username: user.username, password: 'wrong-password' })).statusCode).toBe(429);
  });

  it('failures older than the 15-minute window do not count', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const ip = randomIp();
    const old = new Date(Date.now() - LIMITS.loginFailureWindowMs - 60_000).toISOString();
    const rows = Array.from({ length: 30 }, () => [
      { bucket: `user:${user.username.toLowerCase()}`, created_at: old },
      { bucket: `ip:${ip}`, created_at: old },
    ]).flat();
    await t.app.db.kysely.insertInto('login_failures').values(rows).execute();
    expect((await login(t.app, 'member', { username: user.username, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(200);
  });

  it('concurrent wrong passwords cannot get past the limit', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.app, 'member', { username: user.username, password: `wrong-${i}` })),
    );
    const counts = results.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 401: 10, 429: 20 });
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(429);
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
