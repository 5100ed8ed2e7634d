// Migrates a template database once per test run (conventions.md §6, epic-stack): each test
// file then copies it instead of running every migration again, so the API tier's time does
// not grow with the number of migrations. SQLite: a migrated file to copy. PostgreSQL
// (TEST_DIALECT=postgres): a migrated database to CREATE DATABASE … TEMPLATE from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: the migrated file to copy. PostgreSQL: the migrated database to copy. */
    templateDatabase: string;
  }
}

async function sqliteTemplate(): Promise<{ template: string; teardown(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'clanhall-template-'));
  const file = join(dir, 'template.sqlite');
  const db = openDatabase({ dataDir: dir, sqliteFile: file });
  await migrateToLatest(db);
  // Closing the only connection checkpoints the WAL into the file, so the file alone is whole.
  await db.close();
  return { template: file, teardown: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(baseUrl: string): Promise<{ template: string; teardown(): Promise<void> }> {
  const name = `clanhall_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), poolSize: 1 });
  await migrateToLatest(db);
  await db.close();
  return {
    template: name,
    async teardown() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DIALECT === 'postgres';
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (postgres && !baseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const { template, teardown } = postgres ? await postgresTemplate(baseUrl!) : await sqliteTemplate();
  project.provide('templateDatabase', template);
  return teardown;
}
