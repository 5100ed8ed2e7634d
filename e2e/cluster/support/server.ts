// One process of the built server (apps/server/dist/main.js), with the environment of a
// deployment behind a load balancer: the same DATABASE_URL, REDIS_URL, JWT_SECRET and DATA_DIR
// as its siblings, its own port. Resolves once GET /api/health answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './ports.js';

const root = new URL('../../..', import.meta.url).pathname;

export const ADMIN = { username: 'cluster_admin', password: 'cluster-admin-pass', email: 'admin@cluster.test' };

export interface Shared {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  dataDir: string;
}

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startServerProcess(shared: Shared): Promise<ServerProcess> {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('Build first: npm run build (npm test does this for you)');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: shared.dataDir,
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: shared.redisUrl,
      JWT_SECRET: shared.jwtSecret,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // The test calls each process directly from this machine, no proxy in front: no warning
      // about a missing X-Forwarded-For (docs/decisions/023; tooling only).
      RATE_LIMITS_LOOPBACK_EXEMPT: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (Date.now() - started > 30_000) {
      await stop();
      throw new Error('server did not become healthy');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
