import { defineConfig } from 'vitest/config';

// End-to-end tests by screen: Debian's Chromium driven by playwright-core against the built
// app, started once by support/global-setup.ts on a fresh data folder.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A screen under a full parallel run can take seconds to settle: expect.poll waits as long
    // as a locator does (its default is 1 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
