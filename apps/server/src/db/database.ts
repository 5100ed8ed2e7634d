// The Kysely instance: better-sqlite3 (WAL, foreign keys on) by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file is dialect-neutral (docs/decisions/002).
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-immediate-dialect.js';
import { ensurePrivateDir } from '../lib/private-dir.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** True when the SQLite file did not exist before this start. */
  isNew: boolean;
  close(): Promise<void>;
}

// pg returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', isNew: false, close: () => kysely.destroy() };
  }
  ensurePrivateDir(options.dataDir);
  const file = options.sqliteFile ?? join(options.dataDir, 'clanhall.sqlite');
  // BETTER_SQLITE3_BINDING: a build of the native module for another Node version (CI runs the
  // API tests under Node 24 with a binding built for it, scripts/ci/node24-api-tests.sh).
  const nativeBinding = process.env.BETTER_SQLITE3_BINDING || undefined;
  const sqlite = new SQLite(file, nativeBinding ? { nativeBinding } : {});
  const tables = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
  // Waiting first, so that a second process switching a new file to WAL waits for the first.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', isNew: tables.n === 0, close: () => kysely.destroy() };
}
