// One real database per test file, copied from the run's migrated template (global-setup.ts).
// SQLite: a copy of the template file in a fresh folder. PostgreSQL (TEST_DIALECT=postgres): a
// fresh database made with CREATE DATABASE … TEMPLATE, so test files run in parallel without
// seeing each other's rows.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  db: Db;
  dataDir: string;
  /** PostgreSQL: the URL of this file's database (for a second handle on it). */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

async function adminQuery(baseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * DROP DATABASE once the file's own connections are gone. A closed pool's connections finish
 * closing a moment later; WITH (FORCE) would kill them mid-goodbye (an unhandled FATAL in the
 * test process), so wait for them instead.
 */
async function dropDatabase(baseUrl: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use (a connection is still open).
      if ((error as { code?: string }).code !== '55006' || attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-test-'));
  const template = inject('templateDatabase');
  if (testDialect() === 'sqlite') {
    copyFileSync(template, join(dataDir, 'clanhall.sqlite'));
    const db = openDatabase({ dataDir });
    return {
      db,
      dataDir,
      async cleanup() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    db,
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      await db.close();
      await dropDatabase(baseUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database with no tables at all (a migration's own tests migrate it step by step). */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-test-empty-'));
  if (testDialect() === 'sqlite') {
    const db = openDatabase({ dataDir });
    return {
      db,
      dataDir,
      async cleanup() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `e_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    db,
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      await db.close();
      await dropDatabase(baseUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
