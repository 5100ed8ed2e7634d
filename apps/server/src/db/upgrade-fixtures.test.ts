// Upgrades (docs/product/operating.md): a database made by each released schema version (the fixtures in
// apps/server/test-fixtures/schema/, made by scripts/make-schema-fixture.ts and never changed
// after) migrates to this version's schema with every row intact and the site working on it;
// and a migration that fails leaves the database exactly as it was, on this run's dialect.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CHAT_MESSAGES } from '@clanhall/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { FIXTURE_MEMBERS } from '../test/schema-fixture-accounts.js';
import { TEST_JWT_SECRET } from '../test/build-test-app.js';
import { createEmptyDatabase, testDialect } from '../test/test-database.js';
import { openDatabase, type Db } from './database.js';
import { sql } from './kysely.js';
import { MIGRATION_NAMES, appliedMigrations, migrateToLatest, migrateToLatestWith, pendingMigrations } from './migrate.js';

const FIXTURES = new URL('../../test-fixtures/schema/', import.meta.url).pathname;
const suffix = testDialect() === 'sqlite' ? '.sqlite' : '.postgres.sql';
const versions = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(suffix))
  .map((name) => name.slice(0, -suffix.length))
  .sort();

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database holding the fixture of `version`, as that release left it. */
async function databaseOf(version: string): Promise<{ db: Db; dataDir: string; databaseUrl?: string }> {
  if (testDialect() === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-upgrade-'));
    copyFileSync(join(FIXTURES, `${version}.sqlite`), join(dataDir, 'clanhall.sqlite'));
    const db = openDatabase({ dataDir });
    cleanups.push(async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { db, dataDir };
  }
  const empty = await createEmptyDatabase();
  await empty.db.close();
  cleanups.push(() => empty.cleanup());
  const client = new pg.Client({ connectionString: empty.databaseUrl });
  await client.connect();
  try {
    await client.query(readFileSync(join(FIXTURES, `${version}.postgres.sql`), 'utf8'));
  } finally {
    await client.end();
  }
  const db = openDatabase({ databaseUrl: empty.databaseUrl!, dataDir: empty.dataDir });
  cleanups.push(() => db.close());
  return { db, dataDir: empty.dataDir, databaseUrl: empty.databaseUrl };
}

/** Every table's row count (the migration bookkeeping aside). */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables =
    db.dialect === 'sqlite'
      ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`.execute(db.kysely)).rows
      : (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%' AND table_type = 'BASE TABLE'`.execute(db.kysely)).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db.kysely)).rows[0]!.n);
  }
  return counts;
}

describe('upgrading a database made by a released schema version', () => {
  it('has a fixture of at least the first released schema', () => {
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(MIGRATION_NAMES).toContain(version);
  });

  for (const version of versions) {
    it(`migrates ${version} to ${MIGRATION_NAMES.at(-1)} with its rows intact, and the site works on it`, async () => {
      const { db, dataDir, databaseUrl } = await databaseOf(version);
      expect(await appliedMigrations(db)).toEqual(MIGRATION_NAMES.slice(0, MIGRATION_NAMES.indexOf(version) + 1));
      const before = await rowCounts(db);
      expect(before.users).toBeGreaterThan(0);
      expect(before.orders).toBeGreaterThan(0);
      expect(before.direct_messages).toBeGreaterThan(0);

      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
      const after = await rowCounts(db);
      for (const [table, count] of Object.entries(before)) expect(after[table], table).toBe(count);

      // The members made by that release sign in and find their order and their conversation.
      const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }), db, jwtSecret: TEST_JWT_SECRET, serveWebApp: false });
      cleanups.push(() => app.close());
      const [aoife] = FIXTURE_MEMBERS;
      const signedIn = await app.inject({ method: 'POST', url: '/api/auth/member/login', payload: { username: aoife!.username, password: aoife!.password } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const auth = { authorization: `Bearer ${signedIn.json().token}` };
      const orders = await app.inject({ method: 'GET', url: '/api/shop/orders', headers: auth });
      expect(orders.json().orders).toHaveLength(1);
      expect(orders.json().orders[0]).toMatchObject({ payment_status: 'paid', item_count: 2 });
      const conversations = (await app.inject({ method: 'GET', url: '/api/chat/conversations', headers: auth })).json().conversations as { id: number; last_message: string }[];
      expect(conversations).toHaveLength(1);
      // The last message Bryn sent was a picture alone: the list sums it up by its file.
      expect(conversations[0]!.last_message).toBe(CHAT_MESSAGES.filesSummary(1, 'harp.png'));
      const messages = (await app.inject({ method: 'GET', url: `/api/chat/messages/${conversations[0]!.id}`, headers: auth })).json().messages as { content: string }[];
      expect(messages.map((message) => message.content)).toContain('Fáilte, Bryn! The hall opens at eight.');
    });
  }
});

describe('a migration that fails', () => {
  it('leaves the database as it was: no new table, no changed row, not recorded as applied', async () => {
    const { db } = await databaseOf(versions.at(-1)!);
    await migrateToLatest(db);
    const before = await rowCounts(db);
    const usernames = (await db.kysely.selectFrom('users').select(['id', 'username']).orderBy('id').execute()).map((row) => row.username);

    const failing = migrateToLatestWith(db, {
      '998-adds-a-table': {
        async up(kysely) {
          await kysely.schema.createTable('upgrade_probe').addColumn('id', 'integer', (column) => column.primaryKey()).execute();
          await sql`INSERT INTO upgrade_probe (id) VALUES (1)`.execute(kysely);
        },
      },
      '999-fails-half-way': {
        async up(kysely) {
          await sql`UPDATE users SET username = username || '_renamed'`.execute(kysely);
          await kysely.schema.alterTable('users').addColumn('nickname', 'text').execute();
          throw new Error('made to fail');
        },
      },
    });
    await expect(failing).rejects.toThrow(/Migration 999-fails-half-way failed: .*made to fail/);

    expect(await rowCounts(db)).toEqual(before);
    expect((await db.kysely.selectFrom('users').select(['id', 'username']).orderBy('id').execute()).map((row) => row.username)).toEqual(usernames);
    expect(await appliedMigrations(db)).toEqual(MIGRATION_NAMES);
    const columns =
      db.dialect === 'sqlite'
        ? (await sql<{ name: string }>`SELECT name FROM pragma_table_info('users')`.execute(db.kysely)).rows
        : (await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users'`.execute(db.kysely)).rows;
    expect(columns.map((column) => column.name)).not.toContain('nickname');
  });
});
