// The bootstrap administrator (docs/product/operating.md): created on start when no admin exists.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { randomEmail, randomUsername } from '../test/factories.js';
import { verifyPassword } from '../features/accounts/password.js';
import { ensureAdmin } from './admin.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());
beforeEach(async () => {
  await database.db.kysely.deleteFrom('users').execute();
});

const settings = (password?: string) => ({ username: randomUsername('admin'), email: randomEmail(), password });
const admins = () => database.db.kysely.selectFrom('users').selectAll().where('role', '=', 'admin').execute();

describe('ensureAdmin', () => {
  it('creates an active admin with a generated password when none exists, and returns it', async () => {
    const wanted = settings();
    const result = await ensureAdmin(database.db.kysely, wanted);
    expect(result).toMatchObject({ created: true, username: wanted.username, generatedPassword: expect.any(String) });
    expect(result.generatedPassword!.length).toBeGreaterThanOrEqual(12);
    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: wanted.username, email: wanted.email, role: 'admin', status: 'active' });
    // Stored hashed (argon2id), never in clear.
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(result.generatedPassword);
    expect(await verifyPassword(rows[0]!.password_hash, result.generatedPassword!)).toBe(true);
  });

  it('generates a different password each time', async () => {
    const first = await ensureAdmin(database.db.kysely, settings());
    await database.db.kysely.deleteFrom('users').execute();
    const second = await ensureAdmin(database.db.kysely, settings());
    expect(second.generatedPassword).not.toBe(first.generatedPassword);
  });

  it('uses ADMIN_PASSWORD when given and returns no generated password', async () => {
    const wanted = settings('operator-chosen-pass');
    const result = await ensureAdmin(database.db.kysely, wanted);
    expect(result).toEqual({ created: true, username: wanted.username, generatedPassword: undefined });
    const [row] = await admins();
    expect(await verifyPassword(row!.password_hash, 'operator-chosen-pass')).toBe(true);
  });

  it('creates nothing when an admin exists, even under another name', async () => {
    await ensureAdmin(database.db.kysely, settings('first-admin-pass'));
    const before = await database.db.kysely.selectFrom('users').selectAll().execute();
    const result = await ensureAdmin(database.db.kysely, settings());
    expect(result.created).toBe(false);
    expect(result.generatedPassword).toBeUndefined();
    expect(await database.db.kysely.selectFrom('users').selectAll().execute()).toEqual(before);
  });

  it('creates one when only members and users exist', async () => {
    const now = new Date().toISOString();
    await database.db.kysely
      .insertInto('users')
      .values({
        username: randomUsername(),
        email: randomEmail(),
        password_hash: 'x',
        role: 'member',
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await ensureAdmin(database.db.kysely, settings())).created).toBe(true);
    expect(await admins()).toHaveLength(1);
  });

  it('is safe when two starts race: exactly one admin', async () => {
    const wanted = settings('race-pass-123');
    const results = await Promise.all([ensureAdmin(database.db.kysely, wanted), ensureAdmin(database.db.kysely, wanted)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await admins()).toHaveLength(1);
  });
});
