// The results as tables (the load scenarios' one, then the flow scenarios'), the budget lines,
// and the JSON file. Tables are Markdown with padded columns: readable in a terminal and pasted
// as is into docs/performance.md's latest figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { root } from '../lib/ensure.mjs';

const int = (x) => (x == null ? '–' : Math.round(x).toLocaleString('en-US'));
const COLUMNS = [
  // [header, right-aligned]
  ['scenario', false],
  ['target', false],
  ['req/s', true],
  ['vs hello', true],
  ['p50 ms', true],
  ['p99 ms', true],
  ['bytes/resp', true],
  ['non-2xx', true],
  ['errors', true],
];

function targetCells(result, row) {
  return [
    result.name,
    row.label,
    int(row.reqPerSec),
    `${(row.ratio * 100).toFixed(1)}%`,
    int(row.latencyMs.p50),
    int(row.latencyMs.p99),
    `${int(row.probe.bytes)} ${row.probe.encoding}`,
    int(row.non2xx),
    row.timeouts > 0 ? `${int(row.errors)} (${int(row.timeouts)} time-outs)` : int(row.errors),
  ];
}

/** The scenario's server figures, as two rows of the same table (text in the target column). */
function serverRows(result) {
  const { server } = result;
  const mb = (x) => (x == null ? '–' : `${x.toFixed(0)} MB`);
  const blank = ['', '', '', '', '', '', ''];
  return [
    [result.name, `server start to ready: ${int(server.startMs)} ms (fresh: ${int(server.firstStartMs)})`, ...blank],
    [result.name, `server RSS: idle ${mb(server.idleRssMb)}, peak ${mb(server.peakRssMb)}`, ...blank],
  ];
}

/** A Markdown table with padded columns; `columns` are [header, right-aligned] pairs. */
function printMarkdown(columns, rows) {
  const widths = columns.map(([header], i) => Math.max(header.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (columns[i][1] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (columns[i][1] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  console.log(line(columns.map(([header]) => header)));
  console.log(rule);
  for (const cells of rows) console.log(line(cells));
}

const FLOW_COLUMNS = [
  ['scenario', false],
  ['what', false],
  ['figures', false],
  ['p50 ms', true],
  ['p99 ms', true],
  ['max ms', true],
];

const ms1 = (x) => (x == null ? '–' : x.toFixed(1));
const latencyCells = (l) => [ms1(l.p50), ms1(l.p99), ms1(l.max)];
const blankLatency = ['', '', ''];

function flowRows(result) {
  const { name, figures: f, server } = result;
  if (result.skipped) return [[name, 'skipped', result.skipped, ...blankLatency]];
  const mb = (x) => (x == null ? '–' : `${x.toFixed(0)} MB`);
  const serverRow = [
    name,
    'server',
    `${server.database}; RSS idle ${mb(server.idleRssMb)}, peak ${mb(server.peakRssMb)}`,
    ...blankLatency,
  ];
  if (result.flow === 'checkout') {
    const statuses = Object.entries(f.checkoutStatuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    return [
      [
        name,
        'POST /api/shop/checkout, all at once',
        `${statuses}; ${f.ordersMade} orders, stock left ${f.stockLeft}`,
        ...latencyCells(f.latencyMs.checkout),
      ],
      [name, 'first, all at once: add to cart', '', ...latencyCells(f.latencyMs.cart)],
      [name, 'then, all at once: create-payment-intent', '', ...latencyCells(f.latencyMs.intent)],
      [name, '… and confirm (test card)', '', ...latencyCells(f.latencyMs.confirm)],
      serverRow,
    ];
  }
  if (result.flow === 'membership') {
    const statuses = (tallied) =>
      Object.entries(tallied)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
    return [
      [
        name,
        'POST /api/membership/activate, all at once',
        `${statuses(f.activationStatuses)}; ${f.distinctMembers} members of ${f.buyers}`,
        ...latencyCells(f.latencyMs.activate),
      ],
      [name, '… and again, all at once', `${statuses(f.againStatuses)}; ${f.sameAnswerTwice} the same`, ...latencyCells(f.latencyMs.again)],
      [name, 'first, all at once: checkout', '', ...latencyCells(f.latencyMs.checkout)],
      [name, 'then, all at once: confirm (test card)', '', ...latencyCells(f.latencyMs.confirm)],
      serverRow,
    ];
  }
  const run = (label, r, extra = '') => [
    name,
    label,
    `${int(r.deliveredPerSec)} delivered/s${extra}; ${int(r.deliveries)} of ${int(r.expectedDeliveries)}, ${r.missing} missing, ${r.duplicates} duplicates`,
    ...latencyCells(r.latencyMs),
  ];
  // chat-fanout.mjs measures each server in several rounds and reports its better one.
  const rounds = (key) =>
    f.rounds?.length > 1
      ? ` (best of ${f.rounds.length} rounds: ${f.rounds.map((r) => int(r[key].deliveredPerSec)).join(', ')}/s)`
      : '';
  return [
    run(`bare Socket.IO, ${f.bare.clients} sockets`, f.bare, rounds('bare')),
    run(
      `Clanhall, ${f.clanhall.clients} sockets`,
      f.clanhall,
      ` (${(f.rateRatio * 100).toFixed(1)}% of bare)${rounds('clanhall')}`,
    ),
    serverRow,
  ];
}

/** The flow scenarios' figures: one table, latencies from every sample. */
export function printFlows(results) {
  const flows = results.filter((r) => r.kind === 'flow');
  if (flows.length === 0) return;
  console.log("\nFlows: latencies on the client, from sending to the whole answer (checkout) or to the socket's");
  console.log('new_message handler (fan-out: one message in flight, each to every socket; rate over the measured messages).\n');
  printMarkdown(FLOW_COLUMNS, flows.flatMap(flowRows));
}

export function printTable(allResults, options) {
  const results = allResults.filter((r) => r.kind !== 'flow');
  if (results.length === 0) return;
  const rows = results.flatMap((result) =>
    result.skipped
      ? [[result.name, `skipped: ${result.skipped}`, ...COLUMNS.slice(2).map(() => '')]]
      : [
          ...[
            result.hello,
            ...result.targets.flatMap((row) => (row.replay ? [row, { ...row.replay, label: `  ↳ ${row.replay.label}` }] : [row])),
          ].map((row) => targetCells(result, row)),
          ...serverRows(result),
        ],
  );
  console.log(
    `\nResults: ${options.connections} connections, ${options.duration} s per target after a ${options.warmup} s warm-up, accept-encoding: br, gzip (the client keeps no bodies, see measure.mjs).`,
  );
  console.log('bytes/resp: the body as transferred, and its encoding. Server start: spawn to the first healthy');
  console.log('GET /api/health with the content in place (fresh: the first start, which migrates and seeds).');
  console.log("↳ rows: the hello-world server answering that target's own bytes from memory: the latency floor of");
  console.log("this machine and client for that answer, which the target's p99 budget is judged against.");
  console.log('Private targets send a token of the member or administrator the scenario signed in.');
  const peakSource = results.find((r) => r.server)?.server.peakSource ?? 'VmHWM';
  console.log(`RSS: idle 1 s after that start, before any load; peak: ${peakSource} at the end of the scenario.\n`);
  printMarkdown(COLUMNS, rows);
}

const SCALE_COLUMNS = [
  ['scenario', false],
  ['target', false],
  ['req/s', true],
  ['of base', true],
  ['base req/s', true],
  ['p99 ms', true],
  ['base p99 ms', true],
];

/** Each scenario judged against another (scaleOf): its targets beside the base's, side by side. */
export function printScale(allResults) {
  const rows = [];
  for (const result of allResults) {
    const baseId = result.budgets?.scaleOf?.scenario;
    const base = allResults.find((r) => r.id === baseId && !r.skipped);
    if (!baseId || result.skipped || !base) continue;
    for (const row of result.targets) {
      const baseRow = base.targets.find((t) => t.key === (row.compareTo ?? row.key));
      if (!baseRow) continue;
      const share = baseRow.reqPerSec > 0 ? `${((row.reqPerSec / baseRow.reqPerSec) * 100).toFixed(1)}%` : '–';
      rows.push([
        `${result.name} vs ${base.name}`,
        row.label,
        int(row.reqPerSec),
        share,
        int(baseRow.reqPerSec),
        int(row.latencyMs.p99),
        int(baseRow.latencyMs.p99),
      ]);
    }
  }
  if (rows.length === 0) return;
  console.log('\nScale: each target beside the same one (or its compareTo) in the scenario it is judged against.\n');
  printMarkdown(SCALE_COLUMNS, rows);
}

export function printBudgets(checks) {
  console.log('\nBudgets:\n');
  const mark = (pass) => (pass === true ? 'PASS' : pass === false ? 'FAIL' : 'SKIP');
  for (const c of checks) console.log(`${mark(c.pass)}  ${c.scenario} · ${c.subject}: ${c.rule}: ${c.value}`);
  const failed = checks.filter((c) => c.pass === false).length;
  const skipped = checks.filter((c) => c.pass === null).length;
  console.log(
    `\n${failed === 0 ? 'All budgets met' : `${failed} of ${checks.length} budget checks FAILED`}${skipped ? ` (${skipped} skipped)` : ''}.`,
  );
}

/** The commit measured, and whether the working tree differed from it. */
function gitState() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return null;
  return { commit: head.stdout.trim(), dirty: git('status', '--porcelain').stdout.trim() !== '' };
}

export function writeJson(path, { options, results, checks, startedAt, crash = null }) {
  const payload = {
    startedAt,
    finishedAt: new Date().toISOString(),
    git: gitState(),
    machine: {
      node: process.version,
      platform: process.platform,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      memoryMb: Math.round(totalmem() / 1024 / 1024),
    },
    // The database URL is left out: it may carry a password.
    options: { duration: options.duration, warmup: options.warmup, connections: options.connections, only: options.only },
    // Budget objects are kept with the figures, so a file says what it was judged against.
    results: results.map(({ hello, targets, ...rest }) =>
      rest.kind === 'flow'
        ? rest
        : {
            ...rest,
            hello: hello && { ...hello, check: undefined },
            targets: targets.map((target) => ({
              ...target,
              check: undefined,
              replay: target.replay && { ...target.replay, check: undefined },
            })),
          },
    ),
    budgets: checks,
    // A run that stopped early is incomplete, whatever its budgets say.
    error: crash ? String(crash.message ?? crash) : null,
    pass: !crash && checks.every((c) => c.pass !== false),
  };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(payload, null, 2)}\n`);
  console.log(`\nJSON: ${path}`);
}
