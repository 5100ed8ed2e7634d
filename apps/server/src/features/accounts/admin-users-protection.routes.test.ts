// Deleting users, self-protection and the last active administrator (docs/product/accounts-and-sessions.md, docs/product/back-office.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import * as adminUsers from './admin-users.service.js';
import { countActiveAdmins, findUserById } from './users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function call(actor: CreatedUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: actor.auth, ...(payload ? { payload } : {}) });
}


/** Leaves exactly the given accounts as the database's only administrators. */
async function onlyAdmins(...ids: number[]) {
  await t.services.db.kysely
    .updateTable('users')
    .set({ role: 'member' })
    .where('role', '=', 'admin')
    .where('id', 'not in', ids)
    .execute();
}

describe('DELETE /api/admin/users/:id', () => {
  it('removes the account: success, login fails, the list no longer has it, a second delete is 404', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    const res = await call(admin, 'DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await login(t.app, 'member', { username: user.username, password: user.password })).statusCode).toBe(401);
    const list = (await call(admin, 'GET', '/api/admin/users?limit=500')).json();
    expect(list.users.map((u: { id: number }) => u.id)).not.toContain(user.id);
    expect(await findUserById(t.services.db.kysely, user.id)).toBeUndefined();
    const again = await call(admin, 'DELETE', `/api/admin/users/${user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'User not found' });
  });

  it('frees the username and email for a new registration', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    expect((await call(admin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: user.username, email: user.email, password: 'fresh-pass' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('deletes another administrator and a banned administrator', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    const banned = await createUser(t.app, { role: 'admin', status: 'banned' });
    expect((await call(admin, 'DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/users/${banned.id}`)).statusCode).toBe(200);
  });

  it('answers 404 User not found for an id that cannot exist', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (const id of ['0', 'x1']) {
      const res = await call(admin, 'DELETE', `/api/admin/users/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'User not found' });
    }
  });
});

describe('self-protection', () => {
  it.each(['banned', 'disabled'])('an admin cannot set their own status to %s (403)', async (status) => {
    const admin = await createUser(t.app, { role: 'admin' });
    await createUser(t.app, { role: 'admin' });
    const res = await call(admin, 'PUT', `/api/admin/users/${admin.id}/status`, { status });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.stringMatching(/own account/) });
    expect((await call(admin, 'GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it.each([{ role: 'member' }, { role: 'user' }, { status: 'banned' }, { status: 'disabled' }])(
    'an admin cannot edit themself with %j (403), and nothing else in that edit is saved',
    async (change) => {
      const admin = await createUser(t.app, { role: 'admin' });
      const res = await call(admin, 'PUT', `/api/admin/users/${admin.id}`, { ...change, first_name: 'Changed' });
      expect(res.statusCode).toBe(403);
      const row = await findUserById(t.services.db.kysely, admin.id);
      expect(row).toMatchObject({ role: 'admin', status: 'active', first_name: null });
    },
  );

  it('an admin cannot delete themself (403)', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await call(admin, 'DELETE', `/api/admin/users/${admin.id}`);
    expect(res.statusCode).toBe(403);
    expect(await findUserById(t.services.db.kysely, admin.id)).toBeDefined();
  });

  it('an admin may still edit their own harmless fields and set themself active', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await call(admin, 'PUT', `/api/admin/users/${admin.id}`, { first_name: 'Me', role: 'admin', status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Me', role: 'admin', status: 'active' });
    expect((await call(admin, 'PUT', `/api/admin/users/${admin.id}/status`, { status: 'active' })).statusCode).toBe(200);
  });
});

describe('the last active administrator', () => {
  it('two admins, one banned: the other cannot remove themself, and can delete the banned one', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const banned = await createUser(t.app, { role: 'admin', status: 'banned' });
    await onlyAdmins(admin.id, banned.id);
    expect((await call(admin, 'PUT', `/api/admin/users/${admin.id}/status`, { status: 'banned' })).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/users/${banned.id}`)).statusCode).toBe(200);
    expect(await countActiveAdmins(t.services.db.kysely)).toBe(1);
  });

  it.each<[string, (actorId: number, targetId: number) => Promise<unknown>]>([
    ['banned', (actor, target) => adminUsers.setUserStatus(t.services, { id: actor } as never, target, 'banned')],
    ['demoted', (actor, target) => adminUsers.updateUserByAdmin(t.services, { id: actor } as never, target, { role: 'member' })],
    ['deleted', (actor, target) => adminUsers.deleteUser(t.services, { id: actor } as never, target)],
  ])('the service refuses to leave no active administrator when the last one would be %s', async (_label, act) => {
    // Reached only when the acting admin is not the target (e.g. an admin just banned by
    // another request), so call the service directly with such an actor.
    const last = await createUser(t.app, { role: 'admin' });
    const formerAdmin = await createUser(t.app, { role: 'member' });
    await onlyAdmins(last.id);
    await expect(act(formerAdmin.id, last.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last active administrator cannot be removed',
    });
    expect(await findUserById(t.services.db.kysely, last.id)).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('two admins banning each other at the same moment leave one active administrator', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser(t.app, { role: 'admin' });
      const b = await createUser(t.app, { role: 'admin' });
      await onlyAdmins(a.id, b.id);
      const results = await Promise.all([
        call(a, 'PUT', `/api/admin/users/${b.id}/status`, { status: 'banned' }),
        call(b, 'PUT', `/api/admin/users/${a.id}/status`, { status: 'banned' }),
      ]);
      expect(
        results.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await countActiveAdmins(t.services.db.kysely)).toBe(1);
    }
  });

  it('two admins deleting each other at the same moment leave one active administrator', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser(t.app, { role: 'admin' });
      const b = await createUser(t.app, { role: 'admin' });
      await onlyAdmins(a.id, b.id);
      const results = await Promise.all([
        call(a, 'DELETE', `/api/admin/users/${b.id}`),
        call(b, 'DELETE', `/api/admin/users/${a.id}`),
      ]);
      expect(
        results.filter((r) => r.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await countActiveAdmins(t.services.db.kysely)).toBe(1);
    }
  });
});
