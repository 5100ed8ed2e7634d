#!/usr/bin/env node
// `npm test`: every test. Installs what is missing (npm dependencies, Debian's Chromium and
// redis-server), typechecks, lints, builds, runs the API tests on SQLite and the end-to-end
// tests in Chromium. With TEST_DATABASE_URL (CI) the API and end-to-end tests also run on
// PostgreSQL, and two server processes share one PostgreSQL and one Redis (e2e/cluster/); with
// TEST_NODE24=1 (CI) the API tests also run under Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureChromium, ensureDependencies, ensureNode24, ensureRedisServer, root, run } from './lib/ensure.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';

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

function vitest(config, env = {}, node = process.execPath) {
  const report = join(reports, `${steps.length}.json`);
  const cli = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(node, [cli, 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
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
  ensureRedisServer();
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
if (process.env.TEST_NODE24) {
  step('API tests (SQLite, Node 24)', () => vitest('apps/server/vitest.config.ts', { TEST_DIALECT: 'sqlite' }, ensureNode24()));
}
if (!steps.some((s) => s.name === 'Build' && !s.ok)) {
  step('End-to-end tests (Chromium, SQLite)', () => vitest('e2e/vitest.config.ts', { E2E_DATABASE_URL: '' }));
  if (process.env.TEST_DATABASE_URL) {
    step('End-to-end tests (Chromium, PostgreSQL)', () =>
      vitest('e2e/vitest.config.ts', { E2E_DATABASE_URL: createPostgresDatabase(process.env.TEST_DATABASE_URL, 'clanhall_e2e') }),
    );
    // Two built processes on one PostgreSQL and one Redis: chat and public answers cross over.
    step('Two processes (PostgreSQL, Redis)', () => vitest('e2e/cluster/vitest.config.ts'));
  }
}

console.log('\n━━ Summary');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(0)} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`Steps: ${steps.length - failed} passed, ${failed} failed`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
