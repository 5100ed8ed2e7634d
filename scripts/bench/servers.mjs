// Starting and stopping the servers under test (Clanhall, and the yardsticks: the hello-world and
// the bare Socket.IO server), each registered with cleanup.mjs so an interrupted run leaves none
// behind.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../lib/ensure.mjs';
import { startServer } from '../lib/server-process.mjs';
import { BENCH_ADMIN } from './clanhall-client.mjs';
import { trackProcess } from './cleanup.mjs';

/**
 * The production server on `dataDir` (kept on stop, so the scenario can add content between a
 * first start and the measured one). NODE_ENV=production as in a real deployment; health is
 * polled every 10 ms so `startMs` is exact to about that. `databaseUrl`: PostgreSQL instead of
 * the SQLite file in dataDir (the flow scenarios); the administrator is the flows' BENCH_ADMIN.
 */
export async function startClanhall(dataDir, { databaseUrl = '' } = {}) {
  const env = {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    // The SQLite file in dataDir unless told otherwise, and a single process, whatever the
    // caller's shell exports: the scenarios write their content into that file (empty means unset).
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_EMAIL: BENCH_ADMIN.email,
  };
  const server = await startServer(env, { dataDir, pollMs: 10 });
  const untrack = trackProcess(server.pid);
  return {
    ...server,
    async stop() {
      await server.stop();
      untrack();
    },
  };
}

/** A yardstick server script of this folder in its own process; resolves once it listens. */
async function startYardstick(script) {
  const child = spawn(process.execPath, [join(root, 'scripts/bench', script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const untrack = trackProcess(child.pid);
  const lines = createInterface({ input: child.stdout });
  const [first] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`${script} exited with ${code} before listening`);
    }),
  ]);
  const { port } = JSON.parse(first);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      untrack();
    },
  };
}

/** The hello-world baseline (hello-world.mjs). */
export const startHelloWorld = () => startYardstick('hello-world.mjs');

/** The bare Socket.IO broadcast server (bare-socket-server.mjs). */
export const startBareSocketServer = () => startYardstick('bare-socket-server.mjs');
