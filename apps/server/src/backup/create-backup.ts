// Makes one backup archive while the site runs (docs/product/operating.md). The database is copied first
// (one consistent moment), the files after: a file is written before the row that names it
// commits, so every file a copied row names is already on disk when the files are read. Every
// entry's checksum is taken as it is archived; the archive appears under its final name only
// once it is whole.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/database.js';
import { appliedMigrations } from '../db/migrate.js';
import { copySqlite, dumpPostgres } from './database-copy.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  FILE_AREAS,
  JWT_SECRET_FILE,
  MANIFEST_PATH,
  PG_DUMP_FILE,
  SQLITE_FILE,
  backupFileName,
  type BackupManifest,
  type ManifestFile,
} from './manifest.js';
import { TarWriter } from './tar.js';

export interface BackupSource {
  dataDir: string;
  databaseUrl: string | undefined;
  /** JWT_SECRET is set in the environment (then there is no secret file to keep). */
  jwtSecretFromEnv: boolean;
  db: Db;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** The regular files under `dir` (relative to `base`), dot files (a write in progress) left out. */
async function filesUnder(base: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(base, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(base, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Archives one file from disk, hashed on the way; a file removed meanwhile is skipped (null). */
async function archiveFile(tar: TarWriter, absolute: string, path: string): Promise<ManifestFile | null> {
  let handle;
  try {
    handle = await open(absolute, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const info = await handle.stat();
    const hash = createHash('sha256');
    const body = createReadStream('', { fd: handle, autoClose: false, start: 0, end: Math.max(0, info.size - 1) });
    await tar.addFile({ path, size: info.size, mode: 0o600, mtimeMs: info.mtimeMs }, info.size === 0 ? Buffer.alloc(0) : body, (chunk) => hash.update(chunk));
    return { path, size: info.size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** Writes `clanhall-backup-YYYYMMDD-HHMMSS.tar.gz` into `outDir`. */
export async function createBackup(source: BackupSource, outDir: string, now: Date = new Date()): Promise<BackupResult> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const file = join(outDir, backupFileName(now));
  const partial = join(outDir, `.${backupFileName(now)}.${randomBytes(4).toString('hex')}.partial`);
  // The database copy sits beside the archive (same disk as the operator chose), not in /tmp.
  const staging = await mkdtemp(join(outDir, '.clanhall-backup-'));
  try {
    const migrations = await appliedMigrations(source.db);
    const kind = source.databaseUrl ? 'postgresql' : 'sqlite';
    const databaseFile = kind === 'postgresql' ? PG_DUMP_FILE : SQLITE_FILE;
    if (source.databaseUrl) await dumpPostgres(source.databaseUrl, join(staging, PG_DUMP_FILE));
    else await copySqlite(join(source.dataDir, SQLITE_FILE), join(staging, SQLITE_FILE));

    const output = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, output);
    // An error on the output ends the pipeline; the writer must not wait for 'drain' then.
    written.catch((error: Error) => gzip.destroy(error));
    const tar = new TarWriter(gzip);
    const files: ManifestFile[] = [];
    const add = async (absolute: string, path: string) => {
      const entry = await archiveFile(tar, absolute, path);
      if (entry) files.push(entry);
      return entry;
    };
    await add(join(staging, databaseFile), databaseFile);
    const secret = source.jwtSecretFromEnv ? null : await add(join(source.dataDir, JWT_SECRET_FILE), JWT_SECRET_FILE);
    for (const area of FILE_AREAS) {
      for (const path of await filesUnder(source.dataDir, area)) await add(join(source.dataDir, path), path);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: now.toISOString(),
      database: { kind, file: databaseFile, migrations },
      jwt_secret: source.jwtSecretFromEnv ? 'from environment' : secret ? 'included' : 'none yet',
      files,
    };
    await tar.addFile({ path: MANIFEST_PATH, size: Buffer.byteLength(JSON.stringify(manifest, null, 2)), mode: 0o600 }, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    gzip.end();
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
