// /api/admin/users: list, create, update, status, delete (docs/product/back-office.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail, randomUsername, TINY_PNG_DATA_URL } from '../../test/factories.js';

const ADMIN_USER_KEYS = [
  'avatar_url',
  'created_at',
  'email',
  'first_name',
  'id',
  'last_name',
  'profile_image_url',
  'role',
  'status',
  'updated_at',
  'username',
];

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, payload?: object, headers: Record<string, string> = admin.auth) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const newUserBody = (extra: object = {}) => ({
  username: randomUsername(),
  email: randomEmail(),
  password: 'pass-' + randomUsername(),
  ...extra,
});

describe('permissions', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', newUserBody()],
    ['PUT', '/api/admin/users/1', { first_name: 'x' }],
    ['PUT', '/api/admin/users/1/status', { status: 'banned' }],
    ['DELETE', '/api/admin/users/1'],
  ];

  it.each(routes)('%s %s: 401 without a token, 403 for a member and a user, nothing changed', async (method, url, payload) => {
    const before = await t.services.db.kysely.selectFrom('users').selectAll().orderBy('id').execute();
    expect((await call(method, url, payload, {})).statusCode).toBe(401);
    for (const role of ['member', 'user'] as const) {
      const user = await createUser(t.app, { role });
      const res = await call(method, url, payload, user.auth);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
      await t.services.db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    }
    expect(await t.services.db.kysely.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with total and profile_image_url, never a password', async () => {
    const older = await createUser(t.app);
    const newer = await createUser(t.app, { role: 'member', status: 'banned' });
    const res = await call('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json();
    expect(total).toBe(users.length);
    expect(Object.keys(users[0]).sort()).toEqual(ADMIN_USER_KEYS);
    const ids = users.map((u: { id: number }) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(users.find((u: { id: number }) => u.id === newer.id)).toMatchObject({
      role: 'member',
      status: 'banned',
      username: newer.username,
    });
    expect(res.body.toLowerCase()).not.toContain('password');
  });

  it('pages newest first by cursor (before = next_cursor) and refuses nonsense paging with 400', async () => {
    await createUser(t.app);
    await createUser(t.app);
    const all = (await call('GET', '/api/admin/users')).json();
    const first = (await call('GET', '/api/admin/users?limit=1')).json();
    expect(first.users.map((u: { id: number }) => u.id)).toEqual([all.users[0].id]);
    expect(first.next_cursor).toBe(all.users[0].id);
    const second = (await call('GET', `/api/admin/users?limit=1&before=${first.next_cursor}`)).json();
    expect(second.users.map((u: { id: number }) => u.id)).toEqual([all.users[1].id]);
    expect(second.total).toBe(all.total);
    for (const query of ['limit=0', 'limit=abc', 'before=-1', 'before=abc']) {
      const res = await call('GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/limit|before/);
    }
  });

  it('finds accounts whose username or email starts with q, whatever the case', async () => {
    const tag = randomUsername('seek').toLowerCase();
    const byName = await createUser(t.app, { username: `${tag}_Name` });
    const byMail = await createUser(t.app, { email: `${tag}.mail@example.test` });
    await createUser(t.app);
    const found = (await call('GET', `/api/admin/users?q=${tag.toUpperCase()}`)).json();
    expect(found.users.map((u: { id: number }) => u.id).sort()).toEqual([byName.id, byMail.id].sort());
    expect((await call('GET', `/api/admin/users?q=${tag}_name`)).json().users.map((u: { id: number }) => u.id)).toEqual([byName.id]);
    // A part from the middle is not a start.
    expect((await call('GET', `/api/admin/users?q=${tag.slice(2)}`)).json().users).toEqual([]);
  });

  it("answers the tiles' counts of every account, current after each change", async () => {
    const before = (await call('GET', '/api/admin/users?limit=1')).json().counts;
    const made = (await call('POST', '/api/admin/users', newUserBody({ role: 'admin', status: 'active' }))).json().user;
    const after = (await call('GET', '/api/admin/users?limit=1')).json().counts;
    expect(after).toEqual({ ...before, total: before.total + 1, active: before.active + 1, admins: before.admins + 1 });
    expect((await call('PUT', `/api/admin/users/${made.id}/status`, { status: 'banned' })).statusCode).toBe(200);
    const banned = (await call('GET', '/api/admin/users?limit=1')).json().counts;
    expect(banned).toEqual({ ...after, active: after.active - 1, banned: after.banned + 1 });
    expect((await call('DELETE', `/api/admin/users/${made.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users?limit=1')).json().counts).toEqual(before);
    const username = randomUsername('joiner');
    const joined = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.test`, password: 'secret-pass' } });
    expect(joined.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/users?limit=1')).json().counts.total).toBe(before.total + 1);
  });

  it(`caps a limit above ${LIMITS.adminPageMax} at ${LIMITS.adminPageMax}, and defaults to ${LIMITS.adminListPageDefault}`, async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: LIMITS.adminPageMax + 1 }, () => {
      const username = randomUsername('bulk');
      return {
        username,
        email: `${username}@example.test`,
        password_hash: 'x',
        role: 'user' as const,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      };
    });
    const ids: number[] = [];
    // In slices: SQLite allows a limited number of bound values per statement.
    for (let i = 0; i < rows.length; i += 100) {
      const inserted = await t.services.db.kysely
        .insertInto('users')
        .values(rows.slice(i, i + 100))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    // Written straight into the table, so announced by hand: the tiles' counts are kept until then.
    t.services.events.emit('account.written', { userId: ids[0]! });
    try {
      const capped = (await call('GET', '/api/admin/users?limit=100000')).json();
      expect(capped.total).toBeGreaterThan(LIMITS.adminPageMax);
      expect(capped.users).toHaveLength(LIMITS.adminPageMax);
      expect((await call('GET', '/api/admin/users')).json().users).toHaveLength(LIMITS.adminListPageDefault);
    } finally {
      await t.services.db.kysely.deleteFrom('users').where('id', 'in', ids).execute();
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user with the given role and status: 201 { user }', async () => {
    const body = newUserBody({ role: 'admin', status: 'disabled', first_name: 'Grace', last_name: 'Hopper' });
    const res = await call('POST', '/api/admin/users', body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(Object.keys(user).sort()).toEqual(ADMIN_USER_KEYS);
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'admin',
      status: 'disabled',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(res.body.toLowerCase()).not.toContain('password');
  });

  it('defaults to an active member whose password signs in', async () => {
    const body = newUserBody();
    const res = await call('POST', '/api/admin/users', body);
    expect(res.json().user).toMatchObject({ role: 'member', status: 'active' });
    expect((await login(t.app, 'member', { username: body.username, password: body.password })).statusCode).toBe(200);
  });

  it('stores profile_image_url from a data URL as a file; avatar_url is the same value', async () => {
    const res = await call('POST', '/api/admin/users', newUserBody({ profile_image_url: TINY_PNG_DATA_URL }));
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.profile_image_url).toMatch(/^\/uploads\/images\/[a-f0-9]+\.png$/);
    expect(user.avatar_url).toBe(user.profile_image_url);
    expect((await t.app.inject({ method: 'GET', url: user.profile_image_url })).statusCode).toBe(200);
  });

  it.each([
    ['username', { username: 'x' }],
    ['username', { username: 'has space' }],
    ['email', { email: 'nope' }],
    ['password', { password: '123' }],
    ['role', { role: 'superuser' }],
    ['status', { status: 'gone' }],
    ['image', { profile_image_url: 'javascript:alert(1)' }],
  ])('refuses an invalid %s with 400 naming it', async (field, override) => {
    const res = await call('POST', '/api/admin/users', newUserBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.toLowerCase()).toContain(field);
  });

  it('refuses a body without a password with 400', async () => {
    const { password: _omit, ...body } = newUserBody();
    const res = await call('POST', '/api/admin/users', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/password/i);
  });

  it('answers 409 for a duplicate username or email in any case', async () => {
    const existing = await createUser(t.app);
    const name = await call('POST', '/api/admin/users', newUserBody({ username: existing.username.toUpperCase() }));
    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ error: 'Username already exists' });
    const email = await call('POST', '/api/admin/users', newUserBody({ email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: 'Email already exists' });
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('updates every editable field', async () => {
    const user = await createUser(t.app);
    const body = {
      username: randomUsername(),
      email: randomEmail(),
      first_name: 'New',
      last_name: 'Name',
      role: 'admin',
      status: 'banned',
    };
    const res = await call('PUT', `/api/admin/users/${user.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, ...body });
    expect(res.body.toLowerCase()).not.toContain('password');
  });

  it('a blank password keeps the current one; a non-blank one replaces it', async () => {
    const user = await createUser(t.app);
    for (const password of ['', null]) {
      expect((await call('PUT', `/api/admin/users/${user.id}`, { password, first_name: 'Same' })).statusCode).toBe(200);
      expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
    }
    expect((await call('PUT', `/api/admin/users/${user.id}`, { password: 'replaced-pass' })).statusCode).toBe(200);
    expect((await login(t.app, 'member', { username: user.username, password: 'replaced-pass' })).statusCode).toBe(200);
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(401);
  });

  it('refuses a short non-blank password with 400', async () => {
    const user = await createUser(t.app);
    const res = await call('PUT', `/api/admin/users/${user.id}`, { password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/password/i);
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('profile_image_url round-trips as the same stored value as avatar_url', async () => {
    const user = await createUser(t.app);
    const url = 'https://example.test/pic.jpg';
    const res = await call('PUT', `/api/admin/users/${user.id}`, { profile_image_url: url });
    expect(res.json().user).toMatchObject({ profile_image_url: url, avatar_url: url });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(profile.json().user.avatar_url).toBe(url);
    const listed = (await call('GET', '/api/admin/users')).json().users.find((u: { id: number }) => u.id === user.id);
    expect(listed.profile_image_url).toBe(url);
    const stored = await call('PUT', `/api/admin/users/${user.id}`, { profile_image_url: TINY_PNG_DATA_URL });
    expect(stored.json().user.profile_image_url).toMatch(/^\/uploads\/images\//);
    const cleared = await call('PUT', `/api/admin/users/${user.id}`, { profile_image_url: '' });
    expect(cleared.json().user).toMatchObject({ profile_image_url: null, avatar_url: null });
  });

  it('answers 409 for another account’s username or email, but allows keeping its own', async () => {
    const other = await createUser(t.app);
    const user = await createUser(t.app);
    expect((await call('PUT', `/api/admin/users/${user.id}`, { username: other.username.toUpperCase() })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/users/${user.id}`, { email: other.email })).statusCode).toBe(409);
    const own = await call('PUT', `/api/admin/users/${user.id}`, { username: user.username.toUpperCase(), email: user.email });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.username).toBe(user.username.toUpperCase());
  });

  it('answers 400 for invalid fields, 404 for a missing or impossible id', async () => {
    const user = await createUser(t.app);
    expect((await call('PUT', `/api/admin/users/${user.id}`, { email: 'bad' })).json().error).toMatch(/email/i);
    expect((await call('PUT', `/api/admin/users/${user.id}`, { role: 'root' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/users/abc', { first_name: 'x' })).statusCode).toBe(404);
    const missing = await call('PUT', '/api/admin/users/99999999', { first_name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'User not found' });
  });
});

describe('PUT /api/admin/users/:id/status', () => {
  it('sets each status and answers { user }', async () => {
    const user = await createUser(t.app);
    for (const status of ['banned', 'disabled', 'active']) {
      const res = await call('PUT', `/api/admin/users/${user.id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, status });
    }
  });

  it('answers 400 for an unknown or missing status, 404 for a missing id', async () => {
    const user = await createUser(t.app);
    expect((await call('PUT', `/api/admin/users/${user.id}/status`, { status: 'deleted' })).json().error).toMatch(/status/i);
    expect((await call('PUT', `/api/admin/users/${user.id}/status`, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/users/99999999/status', { status: 'banned' })).statusCode).toBe(404);
  });
});
