// The benchmark's options, from flags (`--duration=5`) or the environment (`BENCH_DURATION=5`);
// a flag wins. Short runs (`--duration=2 --connections=20 --only=20`) are for checking the
// harness itself, not for figures anyone should quote.
import { join, resolve } from 'node:path';
import { root } from '../lib/ensure.mjs';

/** `items` joined by ', ' in lines of at most `width` characters, the later ones after `indent`. */
function wrapped(items, width, indent) {
  const lines = [];
  let line = '';
  for (const item of items) {
    const longer = line ? `${line} ${item},` : `${item},`;
    if (line && longer.length > width) {
      lines.push(line);
      line = `${item},`;
    } else line = longer;
  }
  lines.push(line.slice(0, -1));
  return lines.join(`\n${indent}`);
}

const help = (scenarioIds) => `Usage: npm run bench -- [options]   (or node scripts/bench/run.mjs [options])

  --duration=SECONDS   measured run per URL target (default 10; the     env BENCH_DURATION
                       flow scenarios have fixed sizes instead)
  --warmup=SECONDS     unmeasured run before each (default 2; 0: none)  env BENCH_WARMUP
  --connections=N      concurrent connections (default 100)             env BENCH_CONNECTIONS
  --only=ID[,ID...]    run only these scenarios (default all):          env BENCH_ONLY
                       ${wrapped(scenarioIds, 50, ' '.repeat(23))}
  --database-url=URL   a PostgreSQL server for the -pg scenarios (a     env BENCH_DATABASE_URL
                       database is created on it for each and dropped);
                       default TEST_DATABASE_URL; without either they
                       are skipped
  --out=FILE           JSON results                                     env BENCH_OUT
                       (default bench-results/bench-<timestamp>.json)
  --help               this text`;

function number(name, value, { allowZero = false } = {}) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !allowZero))
    throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, not "${value}"`);
  return n;
}

/** Returns the options, or null after printing the help text. */
export function parseOptions(argv, env, scenarioIds) {
  const flags = {};
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(help(scenarioIds));
      return null;
    }
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}" (see --help)`);
    flags[match[1]] = match[2];
  }
  const pick = (name) => flags[name] ?? env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`];
  const unknown = Object.keys(flags).filter(
    (name) => !['duration', 'warmup', 'connections', 'only', 'out', 'database-url'].includes(name),
  );
  if (unknown.length > 0) throw new Error(`Unknown option --${unknown[0]} (see --help)`);

  // One id or several separated by commas (`--only=20,shop`).
  const only = pick('only')
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of only ?? []) {
    if (!scenarioIds.includes(id))
      throw new Error(`--only takes ${scenarioIds.join(', ')} (or several, comma-separated), not "${id}"`);
  }
  // A timestamp that sorts and is a valid file name everywhere (no colons).
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  return {
    duration: number('duration', pick('duration') ?? 10),
    // 0 skips the warm-up, e.g. to see a cold server's figures.
    warmup: number('warmup', pick('warmup') ?? 2, { allowZero: true }),
    connections: Math.round(number('connections', pick('connections') ?? 100)),
    only: only?.length ? only : null,
    databaseUrl: pick('database-url') || env.TEST_DATABASE_URL || null,
    out: pick('out') ? resolve(pick('out')) : join(root, 'bench-results', `bench-${stamp}.json`),
  };
}
