// One scenario from start to finish: a server on its own temporary DATA_DIR (and, for a
// PostgreSQL scenario, its own new database, or a 'skipped' result without a URL), first
// started so it migrates and seeds the demo content, stopped while the scenario adds its data,
// started again and measured: start time, idle memory, the scenario's sign-ins, then each
// target under load, one at a time (never two at once: on a 2-core machine they would measure
// each other; and the next starts once the server has finished the last one's dropped
// requests, quiet.mjs), the hello-world right before the Clanhall targets, and the memory peak
// at the end.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeTempDir, removeTempDir } from './cleanup.mjs';
import { load, probe } from './measure.mjs';
import { combineRuns, inTurns } from './rounds.mjs';
import { readMemory, startRssSampler } from './memory.mjs';
import { createBenchDatabase, NO_DATABASE } from './postgres.mjs';
import { quietWatcher } from './quiet.mjs';
import { startClanhall } from './servers.mjs';

// After the first healthy answer the process still finishes loading lazily imported code and
// settles its heap; "idle" is read after this pause, before any other request.
const IDLE_SETTLE_MS = 1000;

const HELLO_TARGET = {
  key: 'hello',
  path: '/',
  check: (text) => (text === '{"hello":"world"}' ? null : `answered ${text.slice(0, 80)}`),
};

async function measureTarget(baseUrl, target, label, options, how = {}) {
  const url = `${baseUrl}${target.path}`;
  const answer = await probe(url, how.headers);
  const checkError = target.check
    ? answer.status >= 300
      ? `status ${answer.status}`
      : safeCheck(target.check, answer.text)
    : undefined;
  const figures = await load(url, options, how);
  const settled =
    figures.settledMs > 1000 ? ` (then ${(figures.settledMs / 1000).toFixed(1)} s until its dropped requests were done)` : '';
  console.log(
    `  ${label}: ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.latencyMs.p99} ms${figures.non2xx || figures.errors ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors` : ''}${settled}`,
  );
  const { text: _text, raw: _raw, ...probeFigures } = answer;
  return { ...target, label, probe: { ...probeFigures, checkError }, answer, ...figures };
}

/**
 * The hello-world server answering the target's own bytes from memory (hello-world.mjs
 * /replay), measured the same way: the floor under the target's latency on this machine, which
 * a `p99OverFloor` budget judges the target's p99 against (budgets.mjs).
 */
async function measureReplay(helloUrl, row, options) {
  const { answer } = row;
  const headers = {
    'content-type': 'application/octet-stream',
    'x-replay-content-type': answer.contentType ?? 'application/octet-stream',
  };
  if (answer.encoding !== 'identity') headers['x-replay-content-encoding'] = answer.encoding;
  const stored = await fetch(`${helloUrl}/replay`, { method: 'PUT', headers, body: answer.raw });
  if (!stored.ok) throw new Error(`the hello-world server refused the replay body: ${stored.status}`);
  return measureTarget(
    helloUrl,
    { key: `${row.key}-replay`, path: '/replay', replayOf: row.key },
    `bare Fastify, the same answer from memory`,
    options,
  );
}

/** A measured row as the results keep it: the probe's body is not written to the JSON. */
const withoutAnswer = ({ answer: _answer, ...row }) => row;

const round = (x, digits) => (x == null ? null : Number(x.toFixed(digits)));

/** A check that throws (e.g. JSON.parse of an HTML error page) fails with its message. */
function safeCheck(check, text) {
  try {
    return check(text);
  } catch (error) {
    return `unreadable answer: ${error.message}`;
  }
}

/** `{ role: headers }` from the scenario's sign-ins (tokens got through the API once the server is up). */
async function signedIn(scenario, baseUrl) {
  const tokens = scenario.signIn ? await scenario.signIn(baseUrl) : {};
  return Object.fromEntries(Object.entries(tokens).map(([role, token]) => [role, { authorization: `Bearer ${token}` }]));
}

/**
 * A scenario's server, started on its content and ready to measure: start time and idle
 * memory read, the scenario's sign-ins made, memory sampled from here on. `close()` stops it
 * and throws its data away.
 */
async function openScenario(scenario, options) {
  const database = scenario.database === 'postgres' ? createBenchDatabase(options.databaseUrl) : null;
  const databaseUrl = database?.url ?? '';
  const dataDir = makeTempDir(`clanhall-bench-${scenario.id}-`);
  const steps = [];
  const close = async () => {
    for (const step of steps.splice(0).reverse()) await step();
  };
  steps.push(async () => {
    removeTempDir(dataDir);
    database?.drop();
  });
  try {
    const first = await startClanhall(dataDir, { databaseUrl });
    await first.stop();
    console.log(`  first start (migrations, administrator, demo seed): ${Math.round(first.startMs)} ms`);

    const targets = await scenario.setup({ dataDir, sqlitePath: join(dataDir, 'clanhall.sqlite'), databaseUrl });

    const server = await startClanhall(dataDir, { databaseUrl });
    steps.push(() => server.stop());
    const quiet = await quietWatcher(server.pid, { databaseUrl });
    steps.push(() => quiet.close());
    console.log(`  start with the content in place: ${Math.round(server.startMs)} ms${database ? ' (PostgreSQL)' : ''}`);
    await sleep(IDLE_SETTLE_MS);
    const idleRssMb = readMemory(server.pid)?.rssMb ?? null;
    const sampler = startRssSampler(server.pid);
    const sessions = await signedIn(scenario, server.baseUrl);
    const how = (target) => {
      const headers = target.as ? sessions[target.as] : undefined;
      if (target.as && !headers) throw new Error(`${scenario.id}: no sign-in for "${target.as}" (the scenario's signIn)`);
      return { headers, settle: quiet.wait };
    };
    return { scenario, database, first, server, targets, idleRssMb, sampler, how, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The scenario's result as the report and the budgets read it. */
function resultOf(opened, helloRow, rows) {
  const { scenario, database, first, server, idleRssMb, sampler } = opened;
  const { peakRssMb, peakSource, maxSampledRssMb } = sampler.stop();
  const ratio = (row) => (helloRow.reqPerSec > 0 ? round(row.reqPerSec / helloRow.reqPerSec, 4) : 0);
  return {
    id: scenario.id,
    name: scenario.name,
    budgets: scenario.budgets,
    skipped: null,
    server: {
      database: database ? 'postgres' : 'sqlite',
      firstStartMs: round(first.startMs, 1),
      startMs: round(server.startMs, 1),
      idleRssMb: round(idleRssMb, 1),
      peakRssMb: round(peakRssMb, 1),
      peakSource,
      maxSampledRssMb: round(maxSampledRssMb, 1),
    },
    hello: { ...helloRow, ratio: 1 },
    targets: rows.map((row) => ({
      ...row,
      ratio: ratio(row),
      replay: row.replay && { ...row.replay, ratio: ratio(row.replay) },
    })),
  };
}

/** A scenario that cannot run here (PostgreSQL without a URL), or null when it can. */
function skippedResult(scenario, options) {
  if (scenario.database !== 'postgres' || options.databaseUrl) return null;
  console.log(`  skipped: ${NO_DATABASE}`);
  return { id: scenario.id, name: scenario.name, budgets: scenario.budgets, skipped: NO_DATABASE, server: null, hello: null, targets: [] };
}

export async function runScenario(scenario, hello, options) {
  console.log(`\n▶ ${scenario.name}`);
  const skipped = skippedResult(scenario, options);
  if (skipped) return skipped;
  const opened = await openScenario(scenario, options);
  try {
    const helloRow = withoutAnswer(await measureTarget(hello.baseUrl, HELLO_TARGET, 'hello-world GET /', options));
    const rows = [];
    for (const target of opened.targets) {
      const row = await measureTarget(opened.server.baseUrl, target, `GET ${target.path}`, options, opened.how(target));
      // A latency budget is read against what the machine gives a server that does nothing else.
      const replay =
        target.budget?.p99OverFloor && row.answer.status === 200 ? await measureReplay(hello.baseUrl, row, options) : undefined;
      rows.push({ ...withoutAnswer(row), replay: replay && withoutAnswer(replay) });
    }
    return resultOf(opened, helloRow, rows);
  } finally {
    await opened.close();
  }
}

/** The measured runs of one target taken in turns (`rounds.mjs`), as one row. */
async function measureInTurns(pair, index, options) {
  const rows = pair.map((opened) => ({ opened, target: opened.targets[index] }));
  const answers = [];
  for (const { opened, target } of rows) answers.push(await probe(`${opened.server.baseUrl}${target.path}`, opened.how(target).headers));
  const runs = await inTurns(
    rows.map(({ opened, target }) => (round, turn) =>
      load(`${opened.server.baseUrl}${target.path}`, { ...options, duration: turn.duration, warmup: round === 0 ? options.warmup : 0 }, opened.how(target)),
    ),
    options.duration,
  );
  return rows.map(({ opened, target }, i) => {
    const answer = answers[i];
    const checkError = target.check ? (answer.status >= 300 ? `status ${answer.status}` : safeCheck(target.check, answer.text)) : undefined;
    const figures = combineRuns(runs[i]);
    console.log(
      `  ${opened.scenario.name}, GET ${target.path}: ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.latencyMs.p99} ms (runs: ${runs[i].map((run) => Math.round(run.reqPerSec)).join(', ')})`,
    );
    const { text: _text, raw: _raw, ...probeFigures } = answer;
    return { ...target, label: `GET ${target.path}`, probe: { ...probeFigures, checkError }, ...figures };
  });
}

/**
 * Two scenarios compared target by target (the club of 100,000 against the new club), both
 * servers up at once and each target measured on one, then the other, in turns: a machine whose
 * speed drifts by a third from one minute to the next (seen here) would otherwise be measured
 * instead of the club. One hello-world run before the pair is the yardstick of both.
 */
export async function runScenarioPair([base, scaled], hello, options) {
  console.log(`\n▶ ${base.name} and ${scaled.name}, target by target in turns`);
  if (base.database !== scaled.database) throw new Error(`${base.id} and ${scaled.id} are compared on one database`);
  const skipped = skippedResult(base, options);
  if (skipped) return [skipped, { ...skipped, id: scaled.id, name: scaled.name, budgets: scaled.budgets }];
  const pair = [];
  try {
    for (const scenario of [base, scaled]) {
      console.log(`  ${scenario.name}:`);
      pair.push(await openScenario(scenario, options));
    }
    if (pair[0].targets.map((t) => t.key).join() !== pair[1].targets.map((t) => t.key).join()) {
      throw new Error(`${base.id} and ${scaled.id} must measure the same targets in the same order`);
    }
    const helloRow = withoutAnswer(await measureTarget(hello.baseUrl, HELLO_TARGET, 'hello-world GET /', options));
    const rows = [[], []];
    for (let index = 0; index < pair[0].targets.length; index++) {
      const [baseRow, scaledRow] = await measureInTurns(pair, index, options);
      rows[0].push(baseRow);
      rows[1].push(scaledRow);
    }
    return pair.map((opened, i) => ({ ...resultOf(opened, helloRow, rows[i]), measuredInTurnsWith: pair[1 - i].scenario.id }));
  } finally {
    for (const opened of pair) await opened.close();
  }
}
