// Runs the migrations on start (platform.md §1); starting twice is a no-op. Two processes
// starting at once are safe: on PostgreSQL Kysely's migrator takes an advisory lock, but its
// SQLite lock does nothing across connections, so on SQLite the whole run holds the database's
// write lock (BEGIN IMMEDIATE) and the second process migrates, finding nothing to do, after
// the first has committed. A failed run on SQLite leaves nothing behind.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS, type Db } from './database.js';
import type { MigrationDialect } from './migration-helpers.js';
import * as m001 from './migrations/001-accounts.js';
import * as m002 from './migrations/002-content.js';
import * as m003 from './migrations/003-login-failures-created.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> };

// Ordered by name; append new migrations here.
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-accounts': m001,
  '002-content': m002,
  '003-login-failures-created': m003,
};

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** How long a start waits for another process's migrations on SQLite. */
const SQLITE_MIGRATION_LOCK_WAIT_MS = 60_000;

class DialectMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const result: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      result[name] = { up: (db) => migration.up(db, this.dialect) };
    }
    return result;
  }
}

async function runMigrator(db: Kysely<unknown>, dialect: MigrationDialect, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new DialectMigrationProvider(dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

const isBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * BEGIN IMMEDIATE, waiting for another connection's write lock without blocking the event loop
 * (better-sqlite3's own busy wait would stall every connection of this process, including the
 * one holding the lock).
 */
async function beginImmediate(conn: Kysely<unknown>): Promise<void> {
  const deadline = Date.now() + SQLITE_MIGRATION_LOCK_WAIT_MS;
  await sql`pragma busy_timeout = 0`.execute(conn);
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(conn);
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(conn);
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const kysely = db.kysely as Kysely<unknown>;
  if (db.dialect === 'sqlite') {
    await kysely.connection().execute(async (conn) => {
      await beginImmediate(conn);
      try {
        await runMigrator(conn, db.dialect);
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
      await sql`commit`.execute(conn);
    });
    return;
  }
  // Kysely looks for its bookkeeping tables in every schema unless told which one; a
  // kysely_migration table in another schema of the same database (another app, or the
  // parallel test schemas) would make it skip creating ours. Name the current one.
  const migrationTableSchema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema;
  await runMigrator(kysely, db.dialect, migrationTableSchema);
}
