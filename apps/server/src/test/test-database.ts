// One real database per test file. SQLite: a fresh file in a temp folder. PostgreSQL (when
// TEST_DATABASE_URL is set and TEST_DIALECT=postgres): a fresh schema in that database, so
// test files can run in parallel without seeing each other's rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  db: Db;
  dataDir: string;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-test-'));
  if (testDialect() === 'sqlite') {
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    return {
      db,
      dataDir,
      async cleanup() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  await migrateToLatest(db);
  return {
    db,
    dataDir,
    async cleanup() {
      await db.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
