// `backup [--out DIR]`: one dated archive of the running site (docs/product/operating.md): a consistent
// copy of the database, the public and private files, the generated secret and a manifest.
// Written to DIR, else BACKUP_DIR, else the current folder.
import { resolve } from 'node:path';
import { createBackup } from '../../backup/create-backup.js';
import { UsageError, describeDatabase, withDatabase, type CliIo } from '../cli-context.js';
import { optionValue } from '../options.js';

const MB = 1024 * 1024;

export async function backup(args: string[], io: CliIo): Promise<void> {
  const { value: out, rest } = optionValue(args, '--out');
  if (rest.length !== 0) throw new UsageError('Usage: npm run admin -- backup [--out DIR]');
  await withDatabase(io, async ({ config, db }) => {
    const dir = resolve(out ?? config.backupDir ?? '.');
    io.out(`Backing up the ${describeDatabase(config)} and the files in ${config.dataDir} …`);
    const result = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, jwtSecretFromEnv: Boolean(config.jwtSecret), db }, dir);
    const { manifest } = result;
    const files = manifest.files.filter((file) => file.path.startsWith('uploads/') || file.path.startsWith('private/')).length;
    io.out(`Backup written: ${result.file} (${(result.bytes / MB).toFixed(1)} MB)`);
    io.out(`  database: ${manifest.database.kind}, schema ${manifest.database.migrations.at(-1) ?? 'empty'}; ${files} uploaded file(s)`);
    if (manifest.jwt_secret === 'from environment') io.out('  JWT_SECRET comes from the environment, so it is not in the archive: keep it with the backup yourself.');
    io.out(`Restore it with: npm run admin -- restore ${result.file} --data-dir NEW_DIR`);
  });
}
