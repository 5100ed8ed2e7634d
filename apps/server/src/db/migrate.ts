// Runs the migrations on start (platform.md §1). Kysely's migrator takes a lock, so two
// processes starting at once are safe; starting twice is a no-op.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import type { MigrationDialect } from './migration-helpers.js';
import * as m001 from './migrations/001-accounts.js';
import * as m002 from './migrations/002-content.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> };

// Ordered by name; append new migrations here.
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-accounts': m001,
  '002-content': m002,
};

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

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; a
  // kysely_migration table in another schema of the same database (another app, or the
  // parallel test schemas) would make it skip creating ours. Name the current one.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely as Kysely<unknown>,
    provider: new DialectMigrationProvider(db.dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
