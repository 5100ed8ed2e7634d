// What a backup archive holds (docs/product/operating.md): DATA_DIR's own layout, so a restored SQLite
// site is simply the folder it was, plus `database.pgdump` for PostgreSQL and the manifest,
// written last, with the schema version and the size and SHA-256 of every other entry.
export const MANIFEST_PATH = 'manifest.json';
export const SQLITE_FILE = 'clanhall.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
export const JWT_SECRET_FILE = 'jwt-secret';
/** DATA_DIR's file areas (services/local-file-storage.ts). */
export const FILE_AREAS = ['uploads', 'private'] as const;

export const BACKUP_FORMAT = 'clanhall-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  database: {
    kind: 'sqlite' | 'postgresql';
    file: typeof SQLITE_FILE | typeof PG_DUMP_FILE;
    /** The migrations the database had: the schema version is the last. */
    migrations: string[];
  };
  /** `from environment`: JWT_SECRET was set, so there was no file to keep (keep it yourself). */
  jwt_secret: 'included' | 'from environment' | 'none yet';
  files: ManifestFile[];
}

/** Where an archive entry may go: nothing outside DATA_DIR's known names. */
export function isBackupPath(path: string): boolean {
  if ([MANIFEST_PATH, SQLITE_FILE, PG_DUMP_FILE, JWT_SECRET_FILE].includes(path)) return true;
  return FILE_AREAS.some((area) => path.startsWith(`${area}/`));
}

/** `clanhall-backup-YYYYMMDD-HHMMSS.tar.gz`, in the machine's local time (as cron names things). */
export function backupFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `clanhall-backup-${day}-${time}.tar.gz`;
}

export const BACKUP_NAME_PATTERN = /^clanhall-backup-\d{8}-\d{6}\.tar\.gz$/;

/** The manifest read back from an archive, or the reason it is not one of ours. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('its manifest is not JSON');
  }
  const manifest = value as Partial<BackupManifest>;
  if (manifest?.format !== BACKUP_FORMAT) throw new Error('it is not a Clanhall backup (no Clanhall manifest)');
  if (manifest.format_version !== BACKUP_FORMAT_VERSION) throw new Error(`it is a backup format this version does not read (${String(manifest.format_version)})`);
  if (!manifest.database || !Array.isArray(manifest.files) || !Array.isArray(manifest.database.migrations)) throw new Error('its manifest is incomplete');
  return manifest as BackupManifest;
}
