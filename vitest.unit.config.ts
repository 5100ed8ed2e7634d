import { defineConfig } from 'vitest/config';

// The unit tier: packages/shared's and apps/web's pure logic (schemas, money, form rules, the
// HTTP client's session rules) in Node, in seconds and without a build or a browser ('source':
// @clanhall/shared from its TypeScript). Browsers check the screens (e2e/), not these rules.
const project = (name: string, folder: string) => ({
  extends: true as const,
  test: { name, root: new URL(folder, import.meta.url).pathname, include: ['src/**/*.test.ts'], environment: 'node' },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [project('shared', './packages/shared/'), project('web', './apps/web/')],
  },
});
