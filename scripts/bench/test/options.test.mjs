// `npm run bench` options: `node --test scripts/bench/test/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOptions } from '../options.mjs';
import { scenarios } from '../scenarios.mjs';

const ids = scenarios.map((s) => s.id);

test('--only takes the club scenarios, alone or with others', () => {
  assert.deepEqual(parseOptions(['--only=club-30,club-100000-pg,20'], {}, ids).only, ['club-30', 'club-100000-pg', '20']);
  assert.throws(() => parseOptions(['--only=club-1'], {}, ids), /--only takes .*club-100000/);
});

test('--help lists every scenario id', (t) => {
  const printed = [];
  t.mock.method(console, 'log', (text) => printed.push(text));
  assert.equal(parseOptions(['--help'], {}, ids), null);
  for (const id of ids) assert.match(printed.join('\n'), new RegExp(`[ ,]${id}(,|\\n|$)`));
});

test('every scenario id is unique', () => {
  assert.equal(new Set(ids).size, ids.length);
});
