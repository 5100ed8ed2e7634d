import { defineConfig } from 'vitest/config';

/** The files that replace a module (vi.mock('fastify'), test/route-catalog.ts): they need their own module registry. */
const OWN_MODULES = ['src/test/route-permissions.test.ts', 'src/test/malformed-input.test.ts'];

// API tests: a real database per test file (SQLite always; PostgreSQL too when
// TEST_DATABASE_URL is set, see src/test/test-database.ts).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Every test
    // file has its own database (a copy of the migrated template), so files run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // A worker keeps the modules it imported from one file to the next instead of importing
      // the server again for each of the 115 files: the tier took 106 s here, 47 s without it
      // (docs/decisions/030). Every file builds its own app, services and database; what a
      // module keeps for the process (login and image queues, uploads in progress) empties as
      // its requests end, so a file sees nothing of the one before it.
      { extends: true, test: { name: 'api', include: ['src/**/*.test.ts'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'api (own modules)', include: OWN_MODULES, isolate: true } },
    ],
  },
});
