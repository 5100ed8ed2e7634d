// The database part of a backup, taken while the site serves and writes (docs/product/operating.md):
// SQLite through its online backup API (better-sqlite3's `backup`), PostgreSQL through
// `pg_dump`, and their restores. The SQLite copy runs in a worker thread on its own
// connection: the copy is one backup step (one read snapshot, so consistent, and never
// restarted by the server's writes), and a server taking its nightly backup keeps answering.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { SQLITE_DRIVER_PACKAGE } from '../db/sqlite-driver.js';

/** A backup or restore that cannot be done as asked: the message says why, for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const require = createRequire(import.meta.url);

// Plain JavaScript for the worker (eval'd: no build step, the same under tsx and in dist).
const SQLITE_COPY_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const source = new Database(workerData.source, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
// The whole file in one step: one read transaction, so one consistent moment.
source.backup(workerData.target, { progress: () => 0x7fffffff }).then(
  () => {
    const copy = new Database(workerData.target);
    const check = copy.pragma('integrity_check', { simple: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    source.close();
    parentPort.postMessage({ ok: check === 'ok', check });
  },
  (error) => {
    source.close();
    parentPort.postMessage({ ok: false, error: String(error && error.message || error) });
  },
);
`;

/** Copies the SQLite file at `source` to `target` (a new file), checked with integrity_check. */
export async function copySqlite(source: string, target: string): Promise<void> {
  const worker = new Worker(SQLITE_COPY_WORKER, { eval: true, workerData: { driver: require.resolve(SQLITE_DRIVER_PACKAGE), source, target } });
  try {
    const result = await new Promise<{ ok: boolean; check?: string; error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the copying thread stopped (code ${code})`)));
    });
    if (result.error) throw new BackupError(`Could not copy the SQLite database: ${result.error}`);
    if (!result.ok) throw new BackupError(`The copy of the SQLite database failed its integrity check: ${result.check}`);
  } finally {
    await worker.terminate();
  }
}

/** The URL without its password, and the password apart (for PGPASSWORD: not on a command line others can read). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client tool; its own message when it fails, a named one when it is missing. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString('utf8');
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} is not installed (or not on PATH): install PostgreSQL's client tools, on Debian or Ubuntu: apt install postgresql-client`)
          : new BackupError(`${tool} could not start: ${error.message}`),
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ') || 'no message'}`));
    });
  });
}

/** A consistent dump of the PostgreSQL database (pg_dump runs in one snapshot), custom format. */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`], env);
}

/** Loads a dump into the (empty) database, all or nothing. */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, dump], env);
}
