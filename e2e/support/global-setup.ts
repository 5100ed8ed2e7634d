// Starts the built server once for the whole end-to-end run (the test kit's startBuiltServer:
// a free port, a fresh DATA_DIR removed on stop), with a known administrator and no demo content.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/lib/server-process.mjs';

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-pass', email: 'admin@e2e.test' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string; email: string };
  }
}

export default async function setup(project: TestProject) {
  const root = new URL('../..', import.meta.url).pathname;
  if (!existsSync(join(root, 'apps/web/dist/index.html')))
    throw new Error('Build first: npm run build (npm test does this for you)');
  const server = await startBuiltServer({
    env: {
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      SEED_DEMO: '0',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('admin', ADMIN);
  return server.stop;
}
