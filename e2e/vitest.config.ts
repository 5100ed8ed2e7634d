import { defineConfig } from 'vitest/config';

/**
 * Files that check the browser's layout and the header alone, the same whatever database holds
 * the rows: on PostgreSQL (E2E_DATABASE_URL set, CI, beside the SQLite suite) they would repeat
 * the SQLite suite's checks exactly, so they run there only (docs/decisions/030).
 */
const LAYOUT_ONLY = ['shell/no-sideways-scroll.e2e.ts', 'shell/header.e2e.ts', 'shell/page-error.e2e.ts'];

// End-to-end tests by screen: Debian's Chromium driven by playwright-core against the built
// app, started once by support/global-setup.ts on a fresh data folder.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', ...(process.env.E2E_DATABASE_URL ? LAYOUT_ONLY : [])],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    // Three files at a time on two cores: a browser test waits (for the network to settle, for
    // animations, for the server) more than it computes, so a third worker fills the idle
    // time. The run used about a third of the two cores with two (docs/decisions/022).
    maxWorkers: 3,
    // One retry: a browser test on a loaded 2-core machine fails now and then for reasons of
    // timing alone. A test that passes only on its retry is still named in `npm test`'s
    // summary as flaky, to be mended (docs/decisions/018-e2e-retry.md).
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A screen under a full parallel run can take seconds to settle: expect.poll waits as long
    // as a locator does (its default is 1 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
