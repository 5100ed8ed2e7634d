// `migrate`: the migrations this version has and the database does not, applied now (the server
// also runs them on start; this is for upgrading before starting, or a database of its own).
import { MIGRATION_NAMES, migrateToLatest, pendingMigrations } from '../../db/migrate.js';
import { CliError, UsageError, describeDatabase, withDatabase, type CliIo } from '../cli-context.js';

export async function migrate(args: string[], io: CliIo): Promise<void> {
  if (args.length !== 0) throw new UsageError('Usage: npm run admin -- migrate');
  await withDatabase(
    io,
    async ({ config, db }) => {
      const pending = await pendingMigrations(db);
      if (pending.length === 0) {
        io.out(`The ${describeDatabase(config)} is up to date: ${MIGRATION_NAMES.length} migrations, the newest ${MIGRATION_NAMES.at(-1)}.`);
        return;
      }
      io.out(`Migrating the ${describeDatabase(config)}: ${pending.length} to apply.`);
      let applied: string[];
      try {
        applied = await migrateToLatest(db);
      } catch (error) {
        throw new CliError(`${error instanceof Error ? error.message : String(error)}. The database is as it was before this migration.`);
      }
      for (const name of applied) io.out(`  applied ${name}`);
      io.out(`Done: the database is at ${MIGRATION_NAMES.at(-1)}.`);
    },
    { create: true },
  );
}
