// Measuring in turns (rounds.mjs) on made-up runs: `node --test scripts/bench/test/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineRuns, inTurns, ROUNDS } from '../rounds.mjs';

const run = (reqPerSec, p99, { ok2xx = 100, non2xx = 0, bytes = 500, settledMs = 0 } = {}) => ({
  settledMs,
  reqPerSec,
  latencyMs: { p50: p99 / 2, p99, max: p99 * 2 },
  requests: ok2xx + non2xx,
  ok2xx,
  non2xx,
  errors: 0,
  timeouts: 0,
  statusCodes: { 200: ok2xx, ...(non2xx ? { 500: non2xx } : {}) },
  wireBytesPerResponse: bytes,
});

test('takes turns, the first server first in even rounds and second in odd ones', async () => {
  const order = [];
  const runs = await inTurns(
    ['a', 'b'].map((name) => async (round, turn) => {
      order.push(`${name}${round}`);
      return { name, round, duration: turn.duration };
    }),
    10,
  );
  assert.equal(ROUNDS, 3);
  assert.deepEqual(order, ['a0', 'b0', 'b1', 'a1', 'a2', 'b2']);
  assert.deepEqual(
    runs[1].map((r) => r.round),
    [0, 1, 2],
  );
  // 10 s split into three runs of whole seconds.
  assert.ok(runs.flat().every((r) => r.duration === 4));
});

test('a run is never shorter than a second', async () => {
  const [runs] = await inTurns([async (_round, turn) => turn.duration], 1);
  assert.deepEqual(runs, [1, 1, 1]);
});

test('one row from the runs: the median run, the worst latency, everything counted', () => {
  const row = combineRuns([run(900, 30, { settledMs: 40 }), run(1500, 12), run(1200, 20, { non2xx: 2, bytes: 800 })]);
  assert.equal(row.reqPerSec, 1200);
  assert.deepEqual(row.latencyMs, { p50: 10, p99: 20, max: 60 });
  assert.equal(row.requests, 302);
  assert.equal(row.ok2xx, 300);
  assert.equal(row.non2xx, 2);
  assert.deepEqual(row.statusCodes, { 200: 300, 500: 2 });
  assert.equal(row.wireBytesPerResponse, 600);
  assert.equal(row.settledMs, 40);
  assert.deepEqual(row.runs, [
    { reqPerSec: 900, p99: 30 },
    { reqPerSec: 1500, p99: 12 },
    { reqPerSec: 1200, p99: 20 },
  ]);
});
