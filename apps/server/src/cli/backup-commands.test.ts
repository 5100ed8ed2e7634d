// `npm run admin -- backup` and `restore` (docs/product/operating.md) as the operator runs them: what they
// print, where the archive goes, the exit code of each mistake (a data directory that is not
// empty, a missing archive, pg_dump not installed), never a stack trace.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';
import { createEmptyDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { MIGRATION_NAMES } from '../db/migrate.js';
import { cli } from './cli-test-kit.js';


let t: TestApp;
let env: NodeJS.ProcessEnv;
let work: string;
let empty: TestDatabase | undefined;
beforeAll(async () => {
  t = await buildTestApp();
  env = { DATA_DIR: t.database.dataDir, ...(t.database.databaseUrl ? { DATABASE_URL: t.database.databaseUrl } : {}) };
  work = mkdtempSync(join(tmpdir(), 'clanhall-cli-backup-'));
  if (testDialect() === 'postgres') {
    empty = await createEmptyDatabase();
    await empty.db.close();
  }
});
afterAll(async () => {
  await t.close();
  await empty?.cleanup().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run admin -- backup / restore', () => {
  it('backup --out DIR writes the dated archive and says how to restore it; restore puts it into a new folder', async () => {
    const member = await createUser(t.app);
    const out = join(work, 'archives');
    const made = await cli(env, 'backup', '--out', out);
    expect(made.code, made.err).toBe(0);
    const [name] = readdirSync(out);
    expect(name).toMatch(/^clanhall-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(made.out).toContain(`Backup written: ${join(out, name!)} (`);
    expect(made.out).toContain(`schema ${MIGRATION_NAMES.at(-1)}`);
    expect(made.out).toContain(`Restore it with: npm run admin -- restore ${join(out, name!)} --data-dir NEW_DIR`);

    const restoredDir = join(work, 'restored');
    const restoreEnv = { DATA_DIR: join(work, 'unused'), ...(empty ? { DATABASE_URL: empty.databaseUrl } : {}) };
    const restored = await cli(restoreEnv, 'restore', join(out, name!), '--data-dir', restoredDir);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/Checked \d+ file\(s\) against the manifest of .+: every checksum matches\./);
    expect(restored.out).toContain(`Start the server with DATA_DIR=${restoredDir}`);
    // The restored site has the member (read through the command line's own check of the database).
    const check = await cli({ ...restoreEnv, DATA_DIR: restoredDir }, 'reset-password', member.username);
    expect(check.code, check.err).toBe(0);
  });

  it('restore refuses a data directory that is not empty, and a missing archive, exit 1 and one line', async () => {
    const archiveDir = join(work, 'refusals');
    expect((await cli(env, 'backup', '--out', archiveDir)).code).toBe(0);
    const archive = join(archiveDir, readdirSync(archiveDir)[0]!);
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'clanhall.sqlite'), 'the live site');
    expect(await cli(env, 'restore', archive, '--data-dir', busy)).toEqual({
      code: 1,
      out: `Restoring ${archive} into ${busy}${env.DATABASE_URL ? ' and the PostgreSQL database of DATABASE_URL' : ''} …`,
      err: `restore: The data directory ${busy} is not empty: restore into a new or empty one (--data-dir DIR), or move what is there away first.`,
    });
    const missing = await cli(env, 'restore', join(work, 'no-such.tar.gz'), '--data-dir', join(work, 'new'));
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(`restore: No archive at ${join(work, 'no-such.tar.gz')}.`);
  });

  it('refuses a wrong command line with its usage, exit 2', async () => {
    expect(await cli(env, 'restore')).toEqual({ code: 2, out: '', err: 'restore: Usage: npm run admin -- restore ARCHIVE [--data-dir DIR]' });
    expect(await cli(env, 'backup', '--out')).toEqual({ code: 2, out: '', err: 'backup: --out needs a value' });
    expect(await cli(env, 'backup', 'extra')).toEqual({ code: 2, out: '', err: 'backup: Usage: npm run admin -- backup [--out DIR]' });
  });

  it(testDialect() === 'postgres' ? 'backup names pg_dump when it is not installed' : 'backup of SQLite needs no tool but the server', async () => {
    const out = join(work, 'no-tools');
    const path = process.env.PATH;
    // No PostgreSQL client tools anywhere on the PATH.
    process.env.PATH = join(work, 'empty-bin');
    try {
      const run = await cli(env, 'backup', '--out', out);
      if (testDialect() === 'postgres') {
        expect(run.code).toBe(1);
        expect(run.err).toBe("backup: pg_dump is not installed (or not on PATH): install PostgreSQL's client tools, on Debian or Ubuntu: apt install postgresql-client");
        // Nothing half-written is left.
        expect(readdirSync(out)).toEqual([]);
      } else {
        expect(run.code, run.err).toBe(0);
        expect(readdirSync(out)).toHaveLength(1);
      }
    } finally {
      process.env.PATH = path;
    }
  });
});
