import { defineConfig } from 'vitest/config';

// API tests: a real database per test file (SQLite always; PostgreSQL too when
// TEST_DATABASE_URL is set, see src/test/test-database.ts).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Every test
    // file has its own database (a copy of the migrated template), so files run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
