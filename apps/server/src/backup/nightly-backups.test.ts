// Nightly backups (docs/product/operating.md, BACKUP_DIR and BACKUP_KEEP): one at 03:00 local time each
// night by the composition root's clock (the test moves it), the newest BACKUP_KEEP kept, one
// a night between processes on the same folder, and a failure logged and counted, not fatal.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../services/clock.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { BACKUP_NAME_PATTERN } from './manifest.js';
import { nextNightlyRun, pruneBackups, startNightlyBackups, type NightlyBackups } from './nightly-backups.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'clanhall-nightly-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const source = () => ({ dataDir: t.database.dataDir, databaseUrl: t.database.databaseUrl, jwtSecretFromEnv: true, db: t.database.db });
const archives = (folder: string) => readdirSync(folder).filter((name) => BACKUP_NAME_PATTERN.test(name)).sort();

function recordingLog() {
  const lines: { level: string; message: string; object: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (object: object, message: string) => void lines.push({ level: 'info', message, object: object as Record<string, unknown> }),
    error: (object: object, message: string) => void lines.push({ level: 'error', message, object: object as Record<string, unknown> }),
  };
}

/** Moves the clock to the next night's run and waits for that backup to finish. */
async function nextNight(clock: ReturnType<typeof manualClock>, ...schedules: NightlyBackups[]) {
  clock.set(nextNightlyRun(clock.now()));
  await Promise.all(schedules.map((schedule) => schedule.running()));
}

describe('nightly backups', () => {
  it('runs at 03:00 local time, the next night when started after it', () => {
    const evening = new Date(2026, 5, 10, 22, 30);
    expect(nextNightlyRun(evening)).toEqual(new Date(2026, 5, 11, 3, 0, 0, 0));
    expect(nextNightlyRun(new Date(2026, 5, 11, 1, 0))).toEqual(new Date(2026, 5, 11, 3, 0, 0, 0));
    expect(nextNightlyRun(new Date(2026, 5, 11, 3, 0))).toEqual(new Date(2026, 5, 12, 3, 0, 0, 0));
  });

  it('writes one archive a night, keeps the newest BACKUP_KEEP, and one process of two takes each night', async () => {
    const folder = mkdtempSync(join(dir, 'keep-'));
    const clock = manualClock(new Date(2026, 5, 10, 12, 0));
    const log = recordingLog();
    const options = { source: source(), dir: folder, keep: 2, clock, log };
    const first = startNightlyBackups(options);
    const second = startNightlyBackups(options);
    try {
      expect(first.running()).toBeUndefined();
      clock.advance(14 * HOUR);
      // 02:00: not yet.
      expect(first.running()).toBeUndefined();
      expect(archives(folder)).toEqual([]);
      for (let night = 0; night < 3; night++) await nextNight(clock, first, second);
      expect(archives(folder)).toEqual(['clanhall-backup-20260612-030000.tar.gz', 'clanhall-backup-20260613-030000.tar.gz']);
      const written = log.lines.filter((line) => line.message === 'nightly backup written');
      // Three nights, one backup each, whichever process took it.
      expect(written).toHaveLength(3);
      expect(written.map((line) => line.object.removed)).toEqual([0, 0, 1]);
      expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      first.stop();
      second.stop();
    }
  });

  it('logs a failed night and calls onFailure, then runs again the next night', async () => {
    const folder = mkdtempSync(join(dir, 'fail-'));
    const clock = manualClock(new Date(2026, 5, 10, 12, 0));
    const log = recordingLog();
    let failures = 0;
    // A source whose database file is missing fails the copy.
    const broken = { ...source(), dataDir: join(folder, 'nowhere'), databaseUrl: undefined };
    const schedule = startNightlyBackups({ source: broken, dir: folder, keep: 3, clock, log, onFailure: () => void failures++ });
    try {
      await nextNight(clock, schedule);
      expect(failures).toBe(1);
      expect(log.lines).toEqual([expect.objectContaining({ level: 'error', message: 'nightly backup failed; the next is tomorrow night' })]);
      await nextNight(clock, schedule);
      expect(failures).toBe(2);
    } finally {
      schedule.stop();
    }
  });

  it('stops: no backup after stop()', async () => {
    const folder = mkdtempSync(join(dir, 'stop-'));
    const clock = manualClock(new Date(2026, 5, 10, 12, 0));
    const schedule = startNightlyBackups({ source: source(), dir: folder, keep: 3, clock, log: recordingLog() });
    schedule.stop();
    clock.set(nextNightlyRun(clock.now()));
    expect(schedule.running()).toBeUndefined();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('prunes only its own archives, oldest first, and leftovers of interrupted backups', async () => {
    const folder = mkdtempSync(join(dir, 'prune-'));
    const names = ['clanhall-backup-20260101-030000.tar.gz', 'clanhall-backup-20260102-030000.tar.gz', 'clanhall-backup-20260103-030000.tar.gz', 'notes.txt', 'clanhall-backup-old.tar.gz'];
    for (const name of names) writeFileSync(join(folder, name), 'x');
    writeFileSync(join(folder, '.clanhall-backup-20260103-030000.tar.gz.abcd.partial'), 'half');
    const removed = await pruneBackups(folder, 1, Date.now() + 7 * HOUR);
    expect(removed).toEqual(['clanhall-backup-20260102-030000.tar.gz', 'clanhall-backup-20260101-030000.tar.gz']);
    expect(readdirSync(folder).sort()).toEqual(['clanhall-backup-20260103-030000.tar.gz', 'clanhall-backup-old.tar.gz', 'notes.txt']);
  });
});
