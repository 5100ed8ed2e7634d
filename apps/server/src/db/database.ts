// The Kysely instance: better-sqlite3 (WAL, foreign keys on) by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file is dialect-neutral (docs/decisions/002).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from './kysely.js';
import type Pg from 'pg';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-immediate-dialect.js';
import { SqliteDatabase } from './sqlite-driver.js';
import { withStatementCache } from './statement-cache.js';
import { withPreparedStatements } from './pg-prepared-statements.js';
import { ensurePrivateDir } from '../lib/private-dir.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** True when the SQLite file did not exist before this start. */
  isNew: boolean;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** pg is loaded only for PostgreSQL: the embedded SQLite site never pays for it. */
function loadPg(): typeof Pg {
  const pg = require('pg') as typeof Pg;
  // pg returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  return pg;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: queries with parameters as named prepared statements (default on; decision 021). */
  preparedStatements?: boolean;
}

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator's
    // pg_terminate_backend) is an 'error' event on the pool; unhandled, it would end the whole
    // process. The pool has dropped that client already and the next query opens a new one;
    // meanwhile GET /api/health/ready reports the database unreachable.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: options.preparedStatements === false ? pool : withPreparedStatements(pool) }) });
    return { kysely, dialect: 'postgres', isNew: false, close: () => kysely.destroy() };
  }
  ensurePrivateDir(options.dataDir);
  const file = options.sqliteFile ?? join(options.dataDir, 'clanhall.sqlite');
  const sqlite = new SqliteDatabase(file);
  const tables = sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
  // Waiting first, so that a second process switching a new file to WAL waits for the first.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', isNew: tables.n === 0, close: () => kysely.destroy() };
}
