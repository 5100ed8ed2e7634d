import { defineConfig } from 'vitest/config';

// Two server processes sharing one PostgreSQL and one Redis (docs/product/operating.md REDIS_URL, docs/product/chat.md):
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
