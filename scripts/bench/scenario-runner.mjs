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

export async function runScenario(scenario, hello, options) {
  console.log(`\n▶ ${scenario.name}`);
  const base = { id: scenario.id, name: scenario.name, budgets: scenario.budgets };
  if (scenario.database === 'postgres' && !options.databaseUrl) {
    console.log(`  skipped: ${NO_DATABASE}`);
    return { ...base, skipped: NO_DATABASE, server: null, hello: null, targets: [] };
  }
  const database = scenario.database === 'postgres' ? createBenchDatabase(options.databaseUrl) : null;
  const databaseUrl = database?.url ?? '';
  const dataDir = makeTempDir(`clanhall-bench-${scenario.id}-`);
  try {
    const first = await startClanhall(dataDir, { databaseUrl });
    await first.stop();
    console.log(`  first start (migrations, administrator, demo seed): ${Math.round(first.startMs)} ms`);

    const targets = await scenario.setup({ dataDir, sqlitePath: join(dataDir, 'clanhall.sqlite'), databaseUrl });

    const server = await startClanhall(dataDir, { databaseUrl });
    const quiet = await quietWatcher(server.pid, { databaseUrl });
    try {
      console.log(`  start with the content in place: ${Math.round(server.startMs)} ms${database ? ' (PostgreSQL)' : ''}`);
      await sleep(IDLE_SETTLE_MS);
      const idleRssMb = readMemory(server.pid)?.rssMb ?? null;
      const sampler = startRssSampler(server.pid);
      const sessions = await signedIn(scenario, server.baseUrl);

      const helloRow = withoutAnswer(await measureTarget(hello.baseUrl, HELLO_TARGET, 'hello-world GET /', options));
      const rows = [];
      for (const target of targets) {
        const headers = target.as ? sessions[target.as] : undefined;
        if (target.as && !headers) throw new Error(`${scenario.id}: no sign-in for "${target.as}" (the scenario's signIn)`);
        const row = await measureTarget(server.baseUrl, target, `GET ${target.path}`, options, { headers, settle: quiet.wait });
        // A latency budget is read against what the machine gives a server that does nothing else.
        const replay =
          target.budget?.p99OverFloor && row.answer.status === 200 ? await measureReplay(hello.baseUrl, row, options) : undefined;
        rows.push({ ...withoutAnswer(row), replay: replay && withoutAnswer(replay) });
      }

      const { peakRssMb, peakSource, maxSampledRssMb } = sampler.stop();
      const ratio = (row) => (helloRow.reqPerSec > 0 ? round(row.reqPerSec / helloRow.reqPerSec, 4) : 0);
      return {
        ...base,
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
    } finally {
      await quiet.close();
      await server.stop();
    }
  } finally {
    removeTempDir(dataDir);
    database?.drop();
  }
}
