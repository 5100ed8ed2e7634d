// `restore ARCHIVE [--data-dir DIR]`: a backup put into an empty data directory (DIR, else
// DATA_DIR) and, for a PostgreSQL backup, into the empty database of DATABASE_URL
// (docs/product/operating.md). Every checksum is checked first; a damaged archive restores nothing.
import { resolve } from 'node:path';
import { restoreBackup } from '../../backup/restore-backup.js';
import { UsageError, readConfig, type CliIo } from '../cli-context.js';
import { optionValue } from '../options.js';

export async function restore(args: string[], io: CliIo): Promise<void> {
  const { value: dataDirOption, rest } = optionValue(args, '--data-dir');
  if (rest.length !== 1) throw new UsageError('Usage: npm run admin -- restore ARCHIVE [--data-dir DIR]');
  const config = readConfig(io.env);
  const archive = resolve(rest[0]!);
  const dataDir = resolve(dataDirOption ?? config.dataDir);
  io.out(`Restoring ${archive} into ${dataDir}${config.databaseUrl ? ' and the PostgreSQL database of DATABASE_URL' : ''} …`);
  const result = await restoreBackup(archive, { dataDir, databaseUrl: config.databaseUrl });
  const { manifest } = result;
  io.out(`Checked ${result.files} file(s) against the manifest of ${manifest.created_at}: every checksum matches.`);
  io.out(`Restored: the ${manifest.database.kind === 'sqlite' ? 'SQLite database' : 'PostgreSQL database'} (schema ${manifest.database.migrations.at(-1) ?? 'empty'}) and the files are in place.`);
  if (manifest.jwt_secret === 'from environment') io.out('  The backup was made with JWT_SECRET from the environment: start the server with the same JWT_SECRET, or every member signs in again.');
  io.out(`Start the server with DATA_DIR=${dataDir}${config.databaseUrl ? ' and the same DATABASE_URL' : ''}; it applies any newer migrations on start.`);
}
