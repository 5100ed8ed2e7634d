#!/usr/bin/env node
// `npm test`: every test. Installs what is missing (npm dependencies, Debian's Chromium),
// typechecks, lints, builds, runs the API tests on SQLite (and on PostgreSQL too when
// TEST_DATABASE_URL is set) and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureChromium, ensureDependencies, root, run } from './lib/ensure.mjs';

const steps = [];
function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    fn();
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`✗ ${name}: ${error.message}`);
  }
}

const reports = mkdtempSync(join(tmpdir(), 'clanhall-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function vitest(config, env = {}) {
  const report = join(reports, `${steps.length}.json`);
  const result = spawnSync('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } else {
    totals.failed += 1;
  }
  if (result.status !== 0) throw new Error(`vitest (${config}) exited with ${result.status}`);
}

try {
  ensureDependencies();
  ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

step('Typecheck', () => {
  run('npx', ['tsc', '-b', 'packages/shared', 'apps/server', 'apps/web']);
  run('npx', ['tsc', '-p', 'e2e/tsconfig.json']);
});
step('Lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
step('Build', () => ensureBuilt({ force: true }));
step('API tests (SQLite)', () => vitest('apps/server/vitest.config.ts', { TEST_DIALECT: 'sqlite' }));
if (process.env.TEST_DATABASE_URL) {
  step('API tests (PostgreSQL)', () => vitest('apps/server/vitest.config.ts', { TEST_DIALECT: 'postgres' }));
}
if (!steps.some((s) => s.name === 'Build' && !s.ok)) {
  step('End-to-end tests (Chromium)', () => vitest('e2e/vitest.config.ts'));
}

console.log('\n━━ Summary');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(0)} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`Steps: ${steps.length - failed} passed, ${failed} failed`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
