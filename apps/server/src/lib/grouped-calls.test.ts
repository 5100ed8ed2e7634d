import { describe, expect, it } from 'vitest';
import { groupedCalls } from './grouped-calls.js';

/** A write that records its keys and finishes when told. */
function recordingWrite() {
  const batches: number[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const write = (keys: number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(keys);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return { write, batches, finish: (i: number, error?: Error) => finishers[i]!(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedCalls', () => {
  it('writes a lone key at once', async () => {
    const w = recordingWrite();
    const record = groupedCalls(w.write);
    const done = record(1);
    expect(w.batches).toEqual([[1]]);
    w.finish(0);
    await expect(done).resolves.toBeUndefined();
  });

  it('sends the keys given during a write together in the next, each caller settling with its own write', async () => {
    const w = recordingWrite();
    const record = groupedCalls(w.write, { parallel: 1 });
    const first = record(1);
    let secondDone = false;
    const rest = [record(2), record(3), record(4)];
    void Promise.all(rest).then(() => (secondDone = true));
    expect(w.batches).toEqual([[1]]);
    w.finish(0);
    await first;
    await settle();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    expect(secondDone).toBe(false);
    w.finish(1);
    await Promise.all(rest);
    expect(secondDone).toBe(true);
  });

  it('never puts more than max keys in one write', async () => {
    const w = recordingWrite();
    const record = groupedCalls(w.write, { max: 2, parallel: 1 });
    const all = [1, 2, 3, 4, 5].map((key) => record(key));
    w.finish(0);
    await settle();
    w.finish(1);
    await settle();
    w.finish(2);
    await Promise.all(all);
    expect(w.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the callers of the write that failed, and goes on writing', async () => {
    const w = recordingWrite();
    const record = groupedCalls(w.write, { parallel: 1 });
    const first = record(1);
    const second = record(2);
    w.finish(0, new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    w.finish(1);
    await expect(second).resolves.toBeUndefined();
    const third = record(3);
    expect(w.batches).toEqual([[1], [2], [3]]);
    w.finish(2);
    await third;
  });

  it("gives every caller of a write what that write answered", async () => {
    const record = groupedCalls(async (keys: string[]) => new Set(keys.filter((key) => key !== 'pi_gone')));
    const [first, gone, third] = await Promise.all([record('pi_1'), record('pi_gone'), record('pi_3')]);
    expect(first.has('pi_1')).toBe(true);
    expect(gone.has('pi_gone')).toBe(false);
    expect([...third]).toEqual(['pi_3']);
  });

  it('sends a second write while the first is on its way, so one stuck write holds up only its own keys and the next', async () => {
    const w = recordingWrite();
    const record = groupedCalls(w.write);
    const stuck = record(1);
    let stuckDone = false;
    void stuck.then(() => (stuckDone = true));
    const second = record(2);
    const rest = [record(3), record(4)];
    expect(w.batches).toEqual([[1], [2]]);
    w.finish(1);
    await second;
    await settle();
    expect(w.batches).toEqual([[1], [2], [3, 4]]);
    w.finish(2);
    await Promise.all(rest);
    expect(stuckDone).toBe(false);
    w.finish(0);
    await stuck;
  });
});

