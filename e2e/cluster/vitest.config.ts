import { defineConfig } from 'vitest/config';

// Two server processes sharing one PostgreSQL and one Redis (platform.md §1 REDIS_URL, §2, §6):
// each test file starts its own processes, so there is no global setup. Run by `npm test` when
// TEST_DATABASE_URL is set (scripts/test.mjs), against the built server.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.cluster.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
