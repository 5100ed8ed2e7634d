#!/usr/bin/env node
// `npm test`: every test. Installs what is missing (npm dependencies, Debian's Chromium and
// redis-server), typechecks, lints and runs the unit tests of apps/web and packages/shared side
// by side, builds, runs the API tests on SQLite and the end-to-end tests in Chromium. With TEST_DATABASE_URL (CI) the API and end-to-end tests also run on PostgreSQL,
// and two server processes share one PostgreSQL and one Redis (e2e/cluster/); with
// TEST_NODE24=1 (CI) the API tests also run under Node 24.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureBuilt, ensureChromium, ensureDependencies, ensureRedisServer, fetchNode24, root } from './lib/ensure.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';

const steps = [];
/** Runs one step; a failed step is noted and the run goes on. */
async function step(name, fn, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n━━ ${name}`);
  try {
    await fn(name);
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`✗ ${name}: ${error.message}`);
  }
}

/** A step whose output is kept and printed whole when it ends, so steps side by side read one by one. */
function bufferedStep(name, fn) {
  return step(
    name,
    async () => {
      const output = [];
      try {
        await fn(name, output);
      } finally {
        console.log(`\n━━ ${name}\n${output.join('').trimEnd()}`);
      }
    },
    { quiet: true },
  );
}

/**
 * Streams of steps side by side, each stream's steps in turn. On two cores this pays where the
 * steps leave cores idle: tsc, ESLint and the unit tier are each mostly one process
 * (docs/decisions/022).
 */
async function together(streams) {
  console.log(`\n━━ side by side: ${streams.map((stream) => stream.map(([name]) => name).join(' → ')).join(' | ')}`);
  await Promise.all(
    streams.map(async (stream) => {
      for (const [name, fn] of stream) await bufferedStep(name, fn);
    }),
  );
}

/** Runs a command; with `output` (an array) its output is kept there instead of shown as it comes. */
function exec(command, args, { env = {}, output } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(String(chunk)));
      child.stderr.on('data', (chunk) => output.push(String(chunk)));
    }
    child.on('error', reject);
    child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
}

async function must(command, args, options) {
  const status = await exec(command, args, options);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${status}`);
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

let reportCount = 0;
/** One Vitest run for the step `stepName`, its JSON report read into the summary. */
async function vitest(stepName, config, { env = {}, node = process.execPath, output } = {}) {
  const report = join(reports, `${++reportCount}.json`);
  const cli = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const status = await exec(node, [cli, 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env,
    output,
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
  if (status !== 0 && !failures.some((failure) => failure.step === stepName)) {
    failures.push({ step: stepName, where: config, lines: [`vitest exited with ${status} without a failed test: see its "Unhandled" errors above`] });
  }
  if (status !== 0) throw new Error(`vitest (${config}) exited with ${status}`);
}

try {
  ensureDependencies();
  ensureChromium();
  ensureRedisServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// Node 24 comes from the npm registry (node_modules/.cache, once per clone): fetched while the
// first steps run, as it waits on the network, not on the cores.
const node24 = process.env.TEST_NODE24 ? fetchNode24() : undefined;
node24?.catch(() => undefined);

await together([
  [
    [
      'Typecheck',
      async (name, output) => {
        await must('npx', ['tsc', '-b', 'packages/shared', 'apps/server', 'apps/web'], { output });
        await must('npx', ['tsc', '-p', 'packages/shared/tsconfig.test.json'], { output });
        await must('npx', ['tsc', '-p', 'e2e/tsconfig.json'], { output });
      },
    ],
  ],
  [['Lint', (name, output) => must('npx', ['eslint', '.', '--max-warnings=0'], { output })]],
  [['Unit tests: web and shared', (name, output) => vitest(name, 'vitest.unit.config.ts', { output })]],
]);
await step('Build', () => ensureBuilt({ force: true }));

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// The API tiers need no build; the browser suites need a good one.
const apiTiers = [
  ['API tests (SQLite)', (name, output) => vitest(name, 'apps/server/vitest.config.ts', { env: { TEST_DIALECT: 'sqlite' }, output })],
  ...(postgres
    ? [['API tests (PostgreSQL)', (name, output) => vitest(name, 'apps/server/vitest.config.ts', { env: { TEST_DIALECT: 'postgres' }, output })]]
    : []),
  ...(node24
    ? [
        [
          'API tests (SQLite, Node 24)',
          async (name, output) => vitest(name, 'apps/server/vitest.config.ts', { env: { TEST_DIALECT: 'sqlite' }, node: await node24, output }),
        ],
      ]
    : []),
];
const built = !steps.some((s) => s.name === 'Build' && !s.ok);
// The API tiers in turn, not side by side: the API tiers beside a browser suite failed four
// login-throttle tests (time-outs) on a loaded machine (docs/decisions/022).
for (const [name, fn] of apiTiers) await step(name, (stepName) => fn(stepName));
if (built) {
  const e2eSqlite = ['End-to-end tests (Chromium, SQLite)', (name, output) => vitest(name, 'e2e/vitest.config.ts', { env: { E2E_DATABASE_URL: '' }, output })];
  if (postgres) {
    // The two browser suites side by side, each on its own server: one suite keeps about a third
    // of the two cores busy (it waits on the browser and the network far more than it
    // computes), so the pair takes little longer than one (docs/decisions/029).
    await together([
      [e2eSqlite],
      [
        [
          'End-to-end tests (Chromium, PostgreSQL)',
          (name, output) =>
            vitest(name, 'e2e/vitest.config.ts', {
              env: { E2E_DATABASE_URL: createPostgresDatabase(process.env.TEST_DATABASE_URL, 'clanhall_e2e') },
              output,
            }),
        ],
      ],
    ]);
    // Two built processes on one PostgreSQL and one Redis: chat and public answers cross over.
    await step('Two processes (PostgreSQL, Redis)', (name) => vitest(name, 'e2e/cluster/vitest.config.ts'));
  } else await step(e2eSqlite[0], (name) => e2eSqlite[1](name));
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
