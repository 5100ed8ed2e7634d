// Starts the built server on a free port and a fresh DATA_DIR for audits and tools.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './ensure.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once the child has exited, also when it already has (`once('exit')` would wait forever). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', r));
}

/**
 * Starts `node apps/server/dist/main.js` and waits for `GET /api/health`.
 * Options (all optional; the audit uses none):
 * - `dataDir`: use this folder instead of a fresh temporary one. It belongs to the caller and is
 *   kept on stop, so a second start sees the same database (the benchmark restarts on it).
 * - `pollMs`: how often health is asked while starting (default 200); a small value makes
 *   `startMs` precise.
 * Returns `{ baseUrl, pid, dataDir, startMs, stop() }`; `startMs` is the time from spawn to the
 * first healthy answer.
 */
export async function startServer(env = {}, { dataDir: givenDataDir, pollMs = 200 } = {}) {
  const ownsDataDir = !givenDataDir;
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'clanhall-run-'));
  const port = await freePort();
  const spawnedAt = performance.now();
  // SERVER_CPU_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a benchmark's or an audit's server time goes.
  const profile = process.env.SERVER_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    // RATE_LIMITS_LOOPBACK_EXEMPT: the audit and the benchmark call from this machine without a
    // proxy (the benchmark's members send addresses of their own as X-Forwarded-For, which
    // count as usual): no warning about a missing X-Forwarded-For (docs/decisions/023).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'audit-admin-pass',
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
  let startMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) {
          startMs = performance.now() - spawnedAt;
          break;
        }
      } catch {
        // not up yet
      }
      if (performance.now() - spawnedAt > 30_000) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, pollMs));
    }
  } catch (error) {
    // A server that never answered is not left running, nor its temporary folder behind.
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, dataDir, startMs, stop };
}
