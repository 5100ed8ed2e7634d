// The bench's budget rules on made-up figures: `node --test scripts/bench/test/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkBudgets } from '../budgets.mjs';

const FLOOR = { factor: 1.5, slackMs: 2 };
const row = (key, { reqPerSec = 1000, p99 = 10, replayP99, budget } = {}) => ({
  key,
  label: `GET /${key}`,
  path: `/${key}`,
  reqPerSec,
  ratio: reqPerSec / 10_000,
  latencyMs: { p50: 1, p99, max: p99 },
  non2xx: 0,
  errors: 0,
  probe: {},
  budget,
  replay: replayP99 === undefined ? undefined : { latencyMs: { p99: replayP99 } },
});
const load = (id, targets, budgets = {}) => ({
  id,
  name: id,
  budgets,
  skipped: null,
  server: { idleRssMb: 90, startMs: 500 },
  hello: row('hello', { reqPerSec: 10_000 }),
  targets,
});
const lines = (checks, subject) => checks.filter((c) => c.subject === subject && c.rule.startsWith('p99'));

test('a p99 budget is judged against the same bytes from the bare server, measured in the same run', () => {
  const checks = checkBudgets([
    load('a', [
      row('within', { p99: 21, replayP99: 13, budget: { p99OverFloor: FLOOR } }),
      row('beyond', { p99: 22, replayP99: 13, budget: { p99OverFloor: FLOOR } }),
      row('unfloored', { p99: 5, budget: { p99OverFloor: FLOOR } }),
    ]),
  ]);
  const [within] = lines(checks, 'GET /within');
  assert.equal(within.pass, true);
  assert.equal(within.limit, 21.5);
  assert.equal(within.actual, 21);
  assert.match(within.rule, /13 ms/);
  assert.equal(lines(checks, 'GET /beyond')[0].pass, false);
  // No floor measured (the target did not answer 200): not judged, and not passed either.
  assert.equal(lines(checks, 'GET /unfloored')[0].pass, null);
});

test('a skipped scenario is one SKIP line and the scenario compared with it is not judged', () => {
  const skipped = { id: 'base', name: 'base', budgets: {}, skipped: 'no database', server: null, hello: null, targets: [] };
  const checks = checkBudgets([
    skipped,
    load('big', [row('x')], { scaleOf: { scenario: 'base', maxFactor: 1.5, p99SlackMs: 2 } }),
  ]);
  assert.deepEqual(
    checks.filter((c) => c.scenario === 'base').map((c) => c.pass),
    [null],
  );
  assert.equal(checks.find((c) => c.scenario === 'big' && c.subject === 'GET /x' && c.rule.startsWith('compared')).pass, null);
});

const checkout = (cartP99, checkoutP99) => ({
  id: 'checkout',
  name: 'checkout',
  kind: 'flow',
  flow: 'checkout',
  skipped: null,
  budgets: { orders: 50, stockLeft: 0, maxP99Ms: 500, maxCartP99OfCheckout: 1 },
  figures: {
    buyers: 200,
    stock: 50,
    ordersMade: 50,
    stockLeft: 0,
    checkoutStatuses: { 201: 50, 409: 150 },
    latencyMs: { checkout: { p99: checkoutP99 }, cart: { p99: cartP99 } },
  },
});

test("adding to the cart is judged against the same rush's checkout", () => {
  const cart = (checks) => checks.find((c) => c.subject === 'POST /api/shop/cart/add');
  assert.equal(cart(checkBudgets([checkout(300, 317)])).pass, true);
  const slow = cart(checkBudgets([checkout(1069, 317)]));
  assert.equal(slow.pass, false);
  assert.equal(slow.limit, 317);
  // The checkout keeps its absolute limit.
  assert.equal(checkBudgets([checkout(100, 501)]).find((c) => c.subject === 'POST /api/shop/checkout').pass, false);
});

const membership = (overrides = {}) => ({
  id: 'membership',
  name: 'membership',
  kind: 'flow',
  flow: 'membership',
  skipped: null,
  budgets: { maxP99Ms: 500 },
  figures: {
    buyers: 200,
    activationStatuses: { 200: 200 },
    againStatuses: { 200: 200 },
    sameAnswerTwice: 200,
    membershipsOfBuyers: 200,
    distinctMembers: 200,
    activeOnPlan: 200,
    statsMembers: 220,
    expectedMembers: 220,
    latencyMs: { activate: { p99: 180 }, again: { p99: 90 } },
    ...overrides,
  },
});

test('the membership rush: every buyer a member exactly once, activation idempotent and in time', () => {
  const passes = (checks) => checks.map((c) => [c.subject, c.pass]);
  assert.deepEqual(passes(checkBudgets([membership()])), [
    ['members', true],
    ['activate again', true],
    ['Members tile', true],
    ['POST /api/membership/activate', true],
  ]);
  const of = (overrides, subject) => checkBudgets([membership(overrides)]).find((c) => c.subject === subject).pass;
  assert.equal(of({ membershipsOfBuyers: 201 }, 'members'), false);
  assert.equal(of({ activationStatuses: { 200: 199, 409: 1 } }, 'members'), false);
  assert.equal(of({ sameAnswerTwice: 199 }, 'activate again'), false);
  assert.equal(of({ statsMembers: 221 }, 'Members tile'), false);
  assert.equal(of({ latencyMs: { activate: { p99: 501 } } }, 'POST /api/membership/activate'), false);
});

test("the fan-out's delivery p99 is judged against the bare Socket.IO server's", () => {
  const run = (p99) => ({
    deliveries: 10,
    expectedDeliveries: 10,
    missing: 0,
    duplicates: 0,
    deliveredPerSec: 100,
    latencyMs: { p99 },
  });
  const fanout = (clanhallP99, bareP99) =>
    checkBudgets([
      {
        id: 'chat',
        name: 'chat',
        kind: 'flow',
        flow: 'fanout',
        skipped: null,
        budgets: { p99OverBare: FLOOR, minRateRatio: 0.8 },
        figures: { clanhall: run(clanhallP99), bare: run(bareP99), rateRatio: 1 },
      },
    ]).find((c) => c.subject === 'Clanhall' && c.rule.startsWith('p99'));
  assert.equal(fanout(22.4, 13.6).pass, true);
  assert.equal(fanout(22.5, 13.6).pass, false);
});
