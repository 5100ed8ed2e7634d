// With BACKUP_DIR set, the server backs itself up every night (docs/product/operating.md) at NIGHTLY_HOUR
// in the machine's local time, and keeps the newest BACKUP_KEEP archives. Several processes on
// one BACKUP_DIR make one backup a night between them: the first to create that night's
// marker file takes it. Timed by the composition root's clock, so tests move time.
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../services/clock.js';
import { createBackup, type BackupResult, type BackupSource } from './create-backup.js';
import { BACKUP_NAME_PATTERN } from './manifest.js';

/** 03:00: after the evening's traffic, before the morning's. */
export const NIGHTLY_HOUR = 3;
/** A leftover of a backup that stopped half-way (a crash, a kill) older than this is removed. */
const LEFTOVER_MS = 6 * 60 * 60 * 1000;
/** A night's marker (claimNight) is kept this long: long enough that no process takes that night again. */
const MARKER_MS = 3 * 24 * 60 * 60 * 1000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface NightlyBackupsOptions {
  source: BackupSource;
  dir: string;
  keep: number;
  clock: Clock;
  log: Log;
  onFailure?: () => void;
}

export interface NightlyBackups {
  stop(): void;
  /** The backup under way, if any (a test waits for it; shutdown lets it be). */
  running(): Promise<BackupResult | null> | undefined;
}

/** The next NIGHTLY_HOUR:00 local time strictly after `now`. */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now);
  next.setHours(NIGHTLY_HOUR, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** Removes all but the newest `keep` archives, and leftovers of backups that never finished. */
export async function pruneBackups(dir: string, keep: number, nowMs: number): Promise<string[]> {
  const names = await readdir(dir);
  const archives = names.filter((name) => BACKUP_NAME_PATTERN.test(name)).sort().reverse();
  const removed = archives.slice(keep);
  for (const name of removed) await rm(join(dir, name), { force: true });
  for (const name of names) {
    const maxAge = name.startsWith('.nightly-') ? MARKER_MS : name.startsWith('.clanhall-backup-') || name.endsWith('.partial') ? LEFTOVER_MS : undefined;
    if (maxAge === undefined) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && nowMs - info.mtimeMs > maxAge) await rm(join(dir, name), { recursive: true, force: true });
  }
  return removed;
}

/** Claims tonight for this process: false when another process on the same BACKUP_DIR has. */
async function claimNight(dir: string, at: Date): Promise<boolean> {
  const night = `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`;
  try {
    const handle = await open(join(dir, `.nightly-${night}`), 'wx', 0o600);
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function startNightlyBackups(options: NightlyBackupsOptions): NightlyBackups {
  const { clock, log, dir, keep } = options;
  let cancel: (() => void) | undefined;
  let current: Promise<BackupResult | null> | undefined;
  let stopped = false;

  const runOnce = async (): Promise<BackupResult | null> => {
    const at = clock.now();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (!(await claimNight(dir, at))) return null;
    const result = await createBackup(options.source, dir, at);
    const removed = await pruneBackups(dir, keep, clock.nowMs());
    log.info({ file: result.file, bytes: result.bytes, files: result.manifest.files.length, removed: removed.length }, 'nightly backup written');
    return result;
  };

  const arm = () => {
    if (stopped) return;
    const now = clock.now();
    cancel = clock.after(nextNightlyRun(now).getTime() - now.getTime(), () => {
      current = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error, dir }, 'nightly backup failed; the next is tomorrow night');
          options.onFailure?.();
          return null;
        })
        .finally(() => {
          current = undefined;
          arm();
        });
    });
  };
  arm();

  return {
    stop() {
      stopped = true;
      cancel?.();
    },
    running: () => current,
  };
}
