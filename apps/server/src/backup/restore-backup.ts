// Puts a backup archive into an empty data directory (docs/product/operating.md). Everything is unpacked
// beside the target first and checked against the manifest (every checksum, nothing missing,
// nothing extra, a schema this version knows); only then is the database loaded (PostgreSQL:
// pg_restore in one transaction) and the folder moved into place. A damaged archive leaves the
// target as it was.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { once } from 'node:events';
import pg from 'pg';
import { MIGRATION_NAMES } from '../db/migrate.js';
import { SqliteDatabase } from '../db/sqlite-driver.js';
import { BackupError, restorePostgres } from './database-copy.js';
import { MANIFEST_PATH, PG_DUMP_FILE, SQLITE_FILE, isBackupPath, parseManifest, type BackupManifest } from './manifest.js';
import { readTar, TarFormatError } from './tar.js';

export interface RestoreTarget {
  dataDir: string;
  /** Set: the backup's PostgreSQL dump goes into this (empty) database. */
  databaseUrl: string | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  bytes: number;
}

/** The manifest is small; more than this is not one of ours. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const result = await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()");
    return Number(result.rows[0]?.n ?? 0);
  } catch (error) {
    throw new BackupError(`Cannot reach the PostgreSQL database of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Unpacks every entry into `staging`, hashing each: what was found, by path. */
async function unpack(archive: string, staging: string): Promise<{ found: Map<string, { size: number; sha256: string }>; manifestText: string }> {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const file = createReadStream(archive);
  const input = file.pipe(createGunzip());
  // pipe() does not pass a read error on: without this it would be an unhandled 'error'.
  file.once('error', (error) => input.destroy(error));
  try {
    for await (const entry of readTar(input)) {
      if (entry.type === 'directory') continue;
      if (!isBackupPath(entry.path)) throw new BackupError(`The archive holds ${entry.path}, which no Clanhall backup has. Nothing was restored.`);
      if (found.has(entry.path) || (entry.path === MANIFEST_PATH && manifestText !== undefined)) throw new BackupError(`The archive holds ${entry.path} twice. Nothing was restored.`);
      if (entry.path === MANIFEST_PATH) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError('The archive\'s manifest is too large to be a Clanhall manifest. Nothing was restored.');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = join(staging, entry.path);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      const output = createWriteStream(target, { mode: 0o600, flags: 'wx' });
      for await (const chunk of entry.body) {
        hash.update(chunk);
        if (!output.write(chunk)) await once(output, 'drain');
      }
      output.end();
      await once(output, 'close');
      found.set(entry.path, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    file.destroy();
    input.destroy();
    if (error instanceof BackupError) throw error;
    const reason = error instanceof TarFormatError ? error.message : (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' || /incorrect header|unexpected end/i.test(String(error)) ? 'it is not a whole gzip file' : String(error);
    throw new BackupError(`The archive cannot be read (${reason}). Nothing was restored.`);
  }
  if (manifestText === undefined) throw new BackupError('The archive has no manifest.json: it is not a whole Clanhall backup. Nothing was restored.');
  return { found, manifestText };
}

/** Every file the manifest lists is there with its size and checksum, and nothing else is. */
function verify(manifest: BackupManifest, found: Map<string, { size: number; sha256: string }>): void {
  const listed = new Set<string>();
  for (const file of manifest.files) {
    listed.add(file.path);
    const got = found.get(file.path);
    if (!got) throw new BackupError(`The archive is damaged: ${file.path} is missing. Nothing was restored.`);
    if (got.size !== file.size || got.sha256 !== file.sha256) throw new BackupError(`The archive is damaged: ${file.path} does not match its checksum. Nothing was restored.`);
  }
  for (const path of found.keys()) {
    if (!listed.has(path)) throw new BackupError(`The archive holds ${path}, which its manifest does not list. Nothing was restored.`);
  }
  if (!listed.has(manifest.database.file)) throw new BackupError('The archive holds no database. Nothing was restored.');
}

function checkSqlite(file: string): void {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The backup's SQLite database fails its integrity check (${String(result)}). Nothing was restored.`);
  } finally {
    db.close();
  }
}

export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  let archiveSize: number;
  try {
    archiveSize = (await stat(archive)).size;
  } catch {
    throw new BackupError(`No archive at ${archive}.`);
  }
  if (!(await isEmptyDir(target.dataDir))) {
    throw new BackupError(`The data directory ${target.dataDir} is not empty: restore into a new or empty one (--data-dir DIR), or move what is there away first.`);
  }
  if (target.databaseUrl && (await tablesIn(target.databaseUrl)) > 0) {
    throw new BackupError('The PostgreSQL database of DATABASE_URL already has tables: restore into a new, empty database (createdb, then point DATABASE_URL at it).');
  }
  await mkdir(dirname(target.dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(target.dataDir), `.${basename(target.dataDir)}.restoring-`));
  try {
    const { found, manifestText } = await unpack(archive, staging);
    let manifest: BackupManifest;
    try {
      manifest = parseManifest(manifestText);
    } catch (error) {
      throw new BackupError(`The archive cannot be restored: ${(error as Error).message}. Nothing was restored.`);
    }
    verify(manifest, found);
    const newest = manifest.database.migrations.at(-1);
    const unknown = manifest.database.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`The backup was made by a newer Clanhall (its schema is at ${newest}); install that version or newer to restore it. Nothing was restored.`);
    }
    if (manifest.database.kind === 'sqlite') {
      if (target.databaseUrl) throw new BackupError('This backup holds a SQLite database, but DATABASE_URL is set: unset it to restore the SQLite site. Nothing was restored.');
      checkSqlite(join(staging, SQLITE_FILE));
    } else {
      if (!target.databaseUrl) throw new BackupError('This backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into. Nothing was restored.');
      await restorePostgres(target.databaseUrl, join(staging, PG_DUMP_FILE));
      await rm(join(staging, PG_DUMP_FILE));
    }
    // The target is empty or missing; the staged folder takes its place in one rename.
    await rmdir(target.dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, target.dataDir);
    return { manifest, files: manifest.files.length, bytes: archiveSize };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
