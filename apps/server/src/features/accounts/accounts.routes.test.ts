// POST /api/auth/register and GET/PUT /api/auth/profile (docs/product/accounts-and-sessions.md, docs/product/content.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type TestApp } from '../../test/build-test-app.js';
import { randomEmail, randomIp, randomUsername, TINY_PNG_DATA_URL } from '../../test/factories.js';

const PUBLIC_USER_KEYS = ['avatar_url', 'created_at', 'email', 'first_name', 'id', 'last_name', 'role', 'status', 'username'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** From an address of its own unless one is given: registrations are limited per address. */
function register(payload: Record<string, unknown>, remoteAddress = randomIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
}

function newAccount() {
  return { username: randomUsername(), email: randomEmail(), password: 'pass-' + randomUsername() };
}

describe('POST /api/auth/register', () => {
  it('creates an active user and answers 201 { success, user } without any password', async () => {
    const body = newAccount();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(json.user).toMatchObject({ username: body.username, email: body.email, role: 'user', status: 'active' });
    expect(res.body.toLowerCase()).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
  });

  it('forces role user and status active whatever the body says', async () => {
    const body = { ...newAccount(), role: 'admin', status: 'banned', token_version: 9, id: 1 };
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'user', status: 'active' });
    const row = await t.services.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'user', status: 'active', token_version: 0 });
    // The new account can sign in at the member door, not at the admin door.
    expect((await login(t.app, 'member', body)).statusCode).toBe(200);
    const admin = await login(t.app, 'admin', body);
    expect(admin.statusCode).toBe(401);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(33)],
    ['a space', 'bad name'],
    ['a symbol', 'bad$name'],
    ['an @', 'bad@name'],
  ])('refuses a username with %s (400 naming the field)', async (_label, username) => {
    const res = await register({ ...newAccount(), username });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/username/i);
  });

  it('accepts usernames of 3 and 32 characters using _ . -', async () => {
    const three = `a${randomUsername().slice(-2)}`;
    expect((await register({ ...newAccount(), username: three })).statusCode).toBe(201);
    const long = `A_.-${randomUsername().slice(2)}`.padEnd(32, '9');
    const res = await register({ ...newAccount(), username: long });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe(long);
  });

  it.each([['not-an-email'], ['a@'], ['@example.test'], ['']])('refuses the email %j (400 naming the field)', async (email) => {
    const res = await register({ ...newAccount(), email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/email/i);
  });

  it('refuses a password under 6 characters (400 naming the field)', async () => {
    const res = await register({ ...newAccount(), password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/password/i);
  });

  it.each(['username', 'email', 'password'])('refuses a body without %s (400 naming the field)', async (field) => {
    const body: Record<string, unknown> = newAccount();
    delete body[field];
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.toLowerCase()).toContain(field);
  });

  it('answers 409 for a username taken in any letter case', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...newAccount(), username: first.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Username already exists' });
  });

  it('answers 409 for an email taken in any letter case', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register({ ...newAccount(), email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Email already exists' });
  });

  it('limits registrations per address: 10 in the hour, then 429, others unaffected (docs/product/accounts-and-sessions.md)', async () => {
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 15 }, () => register(newAccount(), ip)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toEqual({ error: 'Too many registrations. Please try again later.' });
    expect((await register(newAccount())).statusCode).toBe(201);
  });

  it('takes the limit before the name checks: a refused caller cannot tell a taken name or email from a free one', async () => {
    const taken = newAccount();
    expect((await register(taken)).statusCode).toBe(201);
    const ip = randomIp();
    // Duplicates count too: probing for names uses up the allowance like registering.
    const probes = [
      { ...newAccount(), username: taken.username },
      { ...newAccount(), email: taken.email },
    ];
    for (const probe of probes) expect((await register(probe, ip)).statusCode).toBe(409);
    for (let i = 0; i < LIMITS.registrationsPerAddress - probes.length; i++) {
      expect((await register(newAccount(), ip)).statusCode).toBe(201);
    }
    const answers = await Promise.all([...probes, newAccount()].map((payload) => register(payload, ip)));
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual(
      Array.from({ length: 3 }, () => [429, { error: SERVER_ERRORS.tooManyRegistrations }]),
    );
  });

  it('lets only one of two simultaneous registrations of one name through', async () => {
    const name = randomUsername();
    const results = await Promise.all([
      register({ ...newAccount(), username: name }),
      register({ ...newAccount(), username: name }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers 401 without a token and with a garbage token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: expect.any(String) });
    for (const authorization of ['Bearer garbage', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer ']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('returns exactly the public fields of the signed-in user', async () => {
    const user = await createUser(t.app, { role: 'member' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json)).toEqual(['user']);
    expect(Object.keys(json.user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(json.user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'member',
      status: 'active',
    });
    expect(res.body.toLowerCase()).not.toContain('password');
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates names and email but ignores username and role', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const email = randomEmail();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: {
        email,
        current_password: user.password,
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: randomUsername(),
        role: 'admin',
        status: 'banned',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: user.username,
      role: 'user',
      status: 'active',
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(again.json().user).toMatchObject({ email, username: user.username, role: 'user' });
    expect(res.body.toLowerCase()).not.toContain('password');
  });

  it('answers 409 when the email belongs to someone else (any case), 400 when invalid', async () => {
    const other = await createUser(t.app);
    const user = await createUser(t.app);
    const clash = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { email: other.email.toUpperCase(), current_password: user.password },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'Email already exists' });
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/email/i);
    // Keeping one's own email (in another case) is not a clash.
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { email: user.email.toUpperCase() },
    });
    expect(own.statusCode).toBe(200);
  });

  it("limits email changes per address before the uniqueness check; sending one's own email back is no change", async () => {
    const other = await createUser(t.app);
    const user = await createUser(t.app);
    const ip = randomIp();
    const save = (payload: Record<string, unknown>, remoteAddress = ip) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.auth, payload, remoteAddress });
    // The profile form sends the email with every save: unchanged, it costs nothing.
    for (let i = 0; i < LIMITS.emailChangesPerAddress + 2; i++) {
      expect((await save({ email: user.email, first_name: `Ada ${i}` })).statusCode).toBe(200);
    }
    const password = { current_password: user.password };
    expect((await save({ email: other.email, ...password })).statusCode).toBe(409);
    for (let i = 1; i < LIMITS.emailChangesPerAddress; i++) {
      expect((await save({ email: randomEmail(), ...password })).statusCode).toBe(200);
    }
    const [probe, change] = [await save({ email: other.email, ...password }), await save({ email: randomEmail(), ...password })];
    for (const refused of [probe, change]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: SERVER_ERRORS.tooManyEmailChanges });
    }
    expect((await save({ email: randomEmail(), ...password }, randomIp())).statusCode).toBe(200);
  });

  it('stores a data URL avatar as a file and saves its /uploads/images URL', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { avatar_url: TINY_PNG_DATA_URL },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatar_url;
    expect(url).toMatch(/^\/uploads\/images\/[a-f0-9]+\.png$/);
    expect(existsSync(join(t.database.dataDir, 'uploads', 'images', url.split('/').pop()!))).toBe(true);
    const row = await t.services.db.kysely
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps an http(s) avatar URL and clears it with an empty value', async () => {
    const user = await createUser(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { avatar_url: 'https://example.test/me.png' },
    });
    expect(set.json().user.avatar_url).toBe('https://example.test/me.png');
    const clear = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { avatar_url: '' },
    });
    expect(clear.json().user.avatar_url).toBeNull();
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html;base64,PHNjcmlwdD4='])(
    'refuses the avatar URL %s with 400',
    async (avatar_url) => {
      const user = await createUser(t.app);
      const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.auth, payload: { avatar_url } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/image/i);
    },
  );

  it('refuses a data URL whose bytes are not really an image', async () => {
    const user = await createUser(t.app);
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { avatar_url: fake },
    });
    expect(res.statusCode).toBe(400);
    const row = await t.services.db.kysely
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBeNull();
  });
});
