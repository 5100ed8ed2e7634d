// The Kysely instance: better-sqlite3 (WAL, foreign keys on) by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file is dialect-neutral (docs/decisions/002).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** True when the SQLite file did not exist before this start. */
  isNew: boolean;
  close(): Promise<void>;
}

/** How long a SQLite statement waits for another connection's write lock. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// pg returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(options: { databaseUrl?: string; dataDir: string; sqliteFile?: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', isNew: false, close: () => kysely.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = options.sqliteFile ?? join(options.dataDir, 'clanhall.sqlite');
  const sqlite = new SQLite(file);
  const isNew = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
  // Waiting first, so that a second process switching a new file to WAL waits for the first.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', isNew: isNew.n === 0, close: () => kysely.destroy() };
}
