// The test kit's processes: a free port, the built server started on it, waiting for its health.
// One module for every consumer: the scripts (.mjs) import it as it is, and the TypeScript tests
// (apps/server's, e2e's) import it through server-process.d.mts beside it, so nobody needs a
// build step and no workspace imports another's sources.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './ensure.mjs';

/** A port nobody listens on right now (the system picks it; it is released at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the child has exited, also when it already has (`once('exit')` would wait forever). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', r));
}

/**
 * Resolves once `GET <baseUrl>/api/health/ready` answers 2xx (migrated, database and Redis answering). With `child`, fails as soon as that
 * process exits; fails after `timeoutMs` in any case.
 */
export async function waitForHealth(baseUrl, { child, timeoutMs = 30_000, pollMs = 100 } = {}) {
  const started = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    if (performance.now() - started > timeoutMs) throw new Error(`server at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Starts `node apps/server/dist/main.js` on a free port and waits until it is ready.
 * - `env`: added to this process's environment after PORT, HOST, DATA_DIR and LOG_LEVEL=warn.
 * - `dataDir`: use this folder instead of a fresh temporary one. It belongs to the caller and is
 *   kept on stop, so a second start sees the same database (the benchmark restarts on it).
 * - `pollMs`: how often readiness is asked while starting (default 100); a small value makes
 *   `startMs` precise.
 * - `port`: listen there instead of on a free port of its own choosing.
 * Returns `{ baseUrl, pid, dataDir, startMs, stop() }`; `startMs` is the time from spawn to the
 * first healthy answer. A server that never answers is stopped and its temporary folder removed.
 */
export async function startBuiltServer({ env = {}, dataDir: givenDataDir, pollMs = 100, port: givenPort } = {}) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build (npm test does this for you)');
  const ownsDataDir = !givenDataDir;
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'clanhall-run-'));
  // `port`: a caller that probes the server while it starts (the readiness test) chose it.
  const port = givenPort ?? (await freePort());
  const spawnedAt = performance.now();
  // SERVER_CPU_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a benchmark's or an audit's server time goes.
  const profile = process.env.SERVER_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, main], {
    cwd: root,
    // RATE_LIMITS_LOOPBACK_EXEMPT: every user of the kit (the end-to-end and cluster tests, the
    // audit, the benchmark) calls from this machine without a proxy, registering and paying as
    // many members from one address; no warning about a missing X-Forwarded-For either
    // (docs/decisions/023; tooling only: never set in production).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS_LOOPBACK_EXEMPT: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, { child, pollMs });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, dataDir, startMs: performance.now() - spawnedAt, stop };
}

/** The audit's and the benchmark's form: `startServer(env, { dataDir, pollMs })`, an audit administrator by default. */
export function startServer(env = {}, options = {}) {
  return startBuiltServer({ ...options, env: { ADMIN_PASSWORD: 'audit-admin-pass', ...env } });
}
