// Measuring two servers in turns (scenario-runner.mjs runScenarioPair): ROUNDS runs each,
// alternating which goes first (A B, B A, A B), so a machine that speeds up or slows down during
// the pair's minutes weighs on both alike; and the runs of one server made into one row.

/** Runs per server and target; the target's measured time is split between them. */
export const ROUNDS = 3;

/**
 * `runners[i](round, { duration })` measures server i once. Returns each server's runs, in
 * round order. The measured seconds per server are about `duration` (at least 1 s a run).
 */
export async function inTurns(runners, duration) {
  const turn = { duration: Math.max(1, Math.ceil(duration / ROUNDS)) };
  const runs = runners.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = runners.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) runs[i].push(await runners[i](round, turn));
  }
  return runs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * One server's runs (measure.mjs load() figures) as one: the median run's req/s and p50/p99
 * (a run disturbed by the machine is outvoted by the other two), the worst latency, every
 * request, error and status code counted, and each run's req/s and p99 kept.
 */
export function combineRuns(runs) {
  const statusCodes = {};
  for (const run of runs) for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const ok2xx = sum(runs.map((run) => run.ok2xx));
  const wire = sum(runs.map((run) => (run.wireBytesPerResponse ?? 0) * run.ok2xx));
  return {
    settledMs: Math.max(...runs.map((run) => run.settledMs)),
    reqPerSec: median(runs.map((run) => run.reqPerSec)),
    latencyMs: {
      p50: median(runs.map((run) => run.latencyMs.p50)),
      p99: median(runs.map((run) => run.latencyMs.p99)),
      max: Math.max(...runs.map((run) => run.latencyMs.max)),
    },
    requests: sum(runs.map((run) => run.requests)),
    ok2xx,
    non2xx: sum(runs.map((run) => run.non2xx)),
    errors: sum(runs.map((run) => run.errors)),
    timeouts: sum(runs.map((run) => run.timeouts)),
    statusCodes,
    wireBytesPerResponse: ok2xx > 0 ? Math.round(wire / ok2xx) : null,
    runs: runs.map((run) => ({ reqPerSec: Math.round(run.reqPerSec), p99: run.latencyMs.p99 })),
  };
}
