// Checkouts take turns (checkout-gate.ts): never more than the gate's width at once, the others
// in arrival order, and a turn that fails still hands over to the next.
import { describe, expect, it } from 'vitest';
import { createGate } from './checkout-gate.js';

/** A piece of work that runs until `finish()` is called, recording when it started. */
function pending(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => (started.push(name), done), finish: () => finish(name), fail: (message: string) => fail(new Error(message)) };
}

/** Lets every promise callback already due run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('checkout gate', () => {
  it('runs at most its width at once, the rest in arrival order', async () => {
    const gate = createGate(2);
    const started: string[] = [];
    const [a, b, c, d] = [pending(started, 'a'), pending(started, 'b'), pending(started, 'c'), pending(started, 'd')];
    const results = [a, b, c, d].map((p) => gate.run(p.work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    c.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hands a failed turn on to the next, and gives the caller the failure', async () => {
    const gate = createGate(1);
    const started: string[] = [];
    const [a, b] = [pending(started, 'a'), pending(started, 'b')];
    const first = gate.run(a.work);
    const second = gate.run(b.work);
    await settle();
    expect(started).toEqual(['a']);
    a.fail('sold out');
    await expect(first).rejects.toThrow('sold out');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('lets a newcomer in at once when a turn is free again', async () => {
    const gate = createGate(1);
    const started: string[] = [];
    const a = pending(started, 'a');
    const first = gate.run(a.work);
    a.finish();
    await first;
    const b = pending(started, 'b');
    const second = gate.run(b.work);
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await second).toBe('b');
  });
});
