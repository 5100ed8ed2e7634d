// Waiting for a busy server to finish (quiet.mjs): `node --test scripts/bench/test/`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { quietWatcher } from '../quiet.mjs';

/** A process that burns `cpuMs` of CPU, then prints "done" and idles until killed. */
async function busyProcess(cpuMs) {
  const script = `const until = ${cpuMs} * 1000; while (process.cpuUsage().user < until); console.log('done'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let done = false;
  child.stdout.on('data', () => (done = true));
  await once(child, 'spawn');
  return { child, isDone: () => done };
}

// Linux only, as the bench's memory and CPU readings are (/proc).
test('waits while the process works, and no longer', async (t) => {
  const busy = await busyProcess(1500);
  t.after(() => busy.child.kill());
  const quiet = await quietWatcher(busy.child.pid);
  await quiet.wait();
  assert.equal(busy.isDone(), true, 'quiet only once the work was done');
  // Idle now: the next wait is one window.
  assert.ok((await quiet.wait()) < 1000);
  await quiet.close();
});
