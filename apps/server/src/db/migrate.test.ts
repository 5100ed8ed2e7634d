// Migrations on start (platform.md §1): several processes may start at once on one database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';

describe('migrateToLatest on SQLite', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function openFresh(count: number): Db[] {
    const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-migrate-'));
    const dbs = Array.from({ length: count }, () => openDatabase({ dataDir }));
    cleanups.push(async () => {
      for (const db of dbs) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return dbs;
  }

  it('lets two connections migrate one fresh file at the same moment', async () => {
    const [first, second] = openFresh(2) as [Db, Db];
    await expect(Promise.all([migrateToLatest(first), migrateToLatest(second)])).resolves.toBeDefined();
    const applied = await first.kysely
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(MIGRATION_NAMES);
    // Both see the finished schema.
    for (const db of [first, second]) {
      expect(await db.kysely.selectFrom('users').select('id').execute()).toEqual([]);
    }
  });

  it('is a no-op the second time', async () => {
    const [db] = openFresh(1) as [Db];
    await migrateToLatest(db);
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
  });

  it('lets the login-failure prune find old rows by index', async () => {
    const [db] = openFresh(1) as [Db];
    await migrateToLatest(db);
    const plan = await sql<{
      detail: string;
    }>`explain query plan delete from login_failures where created_at < ${new Date().toISOString()}`.execute(db.kysely);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('login_failures_created');
  });
});
