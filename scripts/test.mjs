#!/usr/bin/env node
// `npm test`: every test. Installs what is missing (npm dependencies, Debian's Chromium and
// redis-server), typechecks, lints, builds, runs the API tests on SQLite and the end-to-end
// tests in Chromium. With TEST_DATABASE_URL (CI) the API and end-to-end tests also run on
// PostgreSQL, and two server processes share one PostgreSQL and one Redis (e2e/cluster/); with
// TEST_NODE24=1 (CI) the API tests also run under Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuilt, ensureChromium, ensureDependencies, ensureNode24, ensureRedisServer, root, run } from './lib/ensure.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';

const steps = [];
let currentStep = '';
function step(name, fn) {
  const started = Date.now();
  currentStep = name;
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
// Failed tests by step, with the start of their first error: repeated in the summary, so the
// last lines of a long CI log (often all that is kept) say what failed and why.
const failures = [];
const flaky = [];

function firstLines(text, count = 4) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  // The message and the test's own frames; the runner's frames in node_modules say nothing.
  const lines = plain.split('\n').map((line) => line.trimEnd()).filter((line) => line && !line.includes('node_modules'));
  return lines.slice(0, count);
}

function collectFailures(stepName, json) {
  for (const file of json.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({ step: stepName, where: `${name} > ${test.fullName}`, lines: firstLines(test.failureMessages?.[0]) });
    }
    // A test that passed on its retry (e2e/vitest.config.ts) keeps its first attempt's error:
    // named here too, so a flaky test is seen and mended rather than hidden by the retry.
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length) {
        flaky.push({ step: stepName, where: `${name} > ${test.fullName}`, lines: firstLines(test.failureMessages[0]) });
      }
    }
    // A file that fails outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ step: stepName, where: name, lines: firstLines(file.message) });
    }
  }
}

function vitest(config, env = {}, node = process.execPath) {
  const stepName = currentStep;
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
    collectFailures(stepName, json);
  } else {
    totals.failed += 1;
    failures.push({ step: stepName, where: config, lines: ['no report was written'] });
  }
  // Vitest also fails a run for errors outside any test (an unhandled rejection), which its
  // JSON report does not list: said here, so a failed step never names nothing.
  if (result.status !== 0 && !failures.some((failure) => failure.step === stepName)) {
    failures.push({ step: stepName, where: config, lines: [`vitest exited with ${result.status} without a failed test: see its "Unhandled" errors above`] });
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
for (const test of flaky) {
  console.log(`! passed on retry, flaky: [${test.step}] ${test.where}`);
  for (const line of test.lines) console.log(`    ${line}`);
}
for (const failure of failures) {
  console.log(`✗ [${failure.step}] ${failure.where}`);
  for (const line of failure.lines) console.log(`    ${line}`);
}
process.exit(failed ? 1 : 0);
