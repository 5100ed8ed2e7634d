// Starting and stopping the two kinds of server under test, each registered with cleanup.mjs
// so an interrupted run leaves none behind.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../lib/ensure.mjs';
import { startServer } from '../lib/server-process.mjs';
import { trackProcess } from './cleanup.mjs';

/**
 * The production server on `dataDir` (kept on stop, so the scenario can add content between a
 * first start and the measured one). NODE_ENV=production as in a real deployment; health is
 * polled every 10 ms so `startMs` is exact to about that.
 */
export async function startClanhall(dataDir) {
  const env = {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    // Always the SQLite file in dataDir and a single process, whatever the caller's shell
    // exports: the scenarios write their content into that file (empty means unset).
    DATABASE_URL: '',
    REDIS_URL: '',
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

/** The hello-world baseline (hello-world.mjs) in its own process; resolves once it listens. */
export async function startHelloWorld() {
  const child = spawn(process.execPath, [join(root, 'scripts/bench/hello-world.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const untrack = trackProcess(child.pid);
  const lines = createInterface({ input: child.stdout });
  const [first] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the hello-world server exited with ${code} before listening`);
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
