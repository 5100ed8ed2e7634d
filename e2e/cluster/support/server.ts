// One process of the built server (apps/server/dist/main.js), with the environment of a
// deployment behind a load balancer: the same DATABASE_URL, REDIS_URL, JWT_SECRET and DATA_DIR
// as its siblings, its own port (the test kit's startBuiltServer). Resolves once ready.
import { startBuiltServer } from '../../../scripts/lib/server-process.mjs';

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

/** `port`: where it listens (a test that probes it while it starts); a free one otherwise. */
export async function startServerProcess(shared: Shared, { port }: { port?: number } = {}): Promise<ServerProcess> {
  const { baseUrl, stop } = await startBuiltServer({
    port,
    // The siblings' folder: kept on stop, the test removes it.
    dataDir: shared.dataDir,
    env: {
      DATABASE_URL: shared.databaseUrl,
      REDIS_URL: shared.redisUrl,
      JWT_SECRET: shared.jwtSecret,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      SEED_DEMO: '0',
    },
  });
  return { baseUrl, stop };
}
