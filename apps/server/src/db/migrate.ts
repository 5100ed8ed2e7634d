// Runs the migrations on start (docs/product/operating.md); starting twice is a no-op. Two processes
// starting at once are safe: on PostgreSQL Kysely's migrator takes an advisory lock; on SQLite
// its lock does nothing across connections, but it runs inside one transaction, and SQLite
// transactions begin IMMEDIATE here (sqlite-immediate-dialect.ts), so the second process reads
// the migration state only after the first has committed, and finds nothing to do. A failed
// run leaves nothing behind on either dialect.
import type { Kysely, Migration, MigrationProvider, Migrator as MigratorType } from 'kysely';
import { Migrator, sql } from './kysely.js';
import type { Db } from './database.js';
import type { MigrationDialect } from './migration-helpers.js';
import * as m001 from './migrations/001-accounts.js';
import * as m002 from './migrations/002-content.js';
import * as m003 from './migrations/003-login-failures-created.js';
import * as m004 from './migrations/004-sessions-and-rate-limits.js';
import * as m005 from './migrations/005-shop.js';
import * as m006 from './migrations/006-chat.js';
import * as m007 from './migrations/007-audit-log.js';
import * as m008 from './migrations/008-password-resets.js';
import * as m009 from './migrations/009-chat-counters.js';
import * as m010 from './migrations/010-order-payment-mode.js';
import * as m011 from './migrations/011-order-search.js';
import * as m012 from './migrations/012-unread-covering.js';
import * as m013 from './migrations/013-participant-last-message.js';
import * as m014 from './migrations/014-membership.js';

export type DialectMigration = { up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> };

// Ordered by name; append new migrations here.
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-accounts': m001,
  '002-content': m002,
  '003-login-failures-created': m003,
  '004-sessions-and-rate-limits': m004,
  '005-shop': m005,
  '006-chat': m006,
  '007-audit-log': m007,
  '008-password-resets': m008,
  '009-chat-counters': m009,
  '010-order-payment-mode': m010,
  '011-order-search': m011,
  '012-unread-covering': m012,
  '013-participant-last-message': m013,
  '014-membership': m014,
};

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

class DialectMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: MigrationDialect,
    private readonly migrations: Record<string, DialectMigration>,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const result: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(this.migrations)) {
      result[name] = { up: (db) => migration.up(db, this.dialect) };
    }
    return result;
  }
}

/** Kysely's migrator for this database (on PostgreSQL, its bookkeeping in the current schema). */
async function migratorFor(db: Db, migrations: Record<string, DialectMigration> = MIGRATIONS): Promise<MigratorType> {
  const kysely = db.kysely as Kysely<unknown>;
  // Kysely looks for its bookkeeping tables in every schema unless told which one; a
  // kysely_migration table in another schema of the same database (another app, or the
  // parallel test schemas) would make it skip creating ours. Name the current one.
  const migrationTableSchema =
    db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema : undefined;
  return new Migrator({
    db: kysely,
    provider: new DialectMigrationProvider(db.dialect, migrations),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Runs the migrations not yet applied (all of them, or up to `upTo`): the names it applied, in order. */
async function migrate(db: Db, upTo?: string, migrations: Record<string, DialectMigration> = MIGRATIONS): Promise<string[]> {
  const migrator = await migratorFor(db, migrations);
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs every migration not yet applied: the names of those it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db);
}

/**
 * This version's migrations followed by `later` ones, as a newer release would run them: for
 * the test that a migration that fails leaves the database as it was.
 */
export async function migrateToLatestWith(db: Db, later: Record<string, DialectMigration>): Promise<string[]> {
  return migrate(db, undefined, { ...MIGRATIONS, ...later });
}

/** Runs the migrations up to `name`, included: for tests of what a later one does to older rows. */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  if (!MIGRATION_NAMES.includes(name)) throw new Error(`no migration named ${name}`);
  await migrate(db, name);
}

/** The migrations this database has not had yet (`npm run admin -- check`, the CLI's commands). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await (await migratorFor(db)).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** The migrations this database has had, in order (a backup's manifest names its schema by them). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const migrations = await (await migratorFor(db)).getMigrations();
  return migrations.filter((migration) => migration.executedAt).map((migration) => migration.name);
}
