// in-sent-order.ts: steps run in the order given even when an earlier one waits, a failing step
// neither stops the chain nor goes unreported, and nothing runs once the socket is closed.
import { describe, expect, it } from 'vitest';
import { inSentOrder, MAX_WAITING } from './in-sent-order.js';

/** A promise and the function that settles it, to decide from the test when a step finishes. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('inSentOrder', () => {
  it('runs a step only after the one before it has finished, even a slow one', async () => {
    const ran: string[] = [];
    const run = inSentOrder(
      () => true,
      () => {},
    );
    const slow = gate();
    const done = gate();
    run(async () => {
      await slow.opened;
      ran.push('join');
    });
    run(() => {
      ran.push('typing');
    });
    run(() => done.open());
    expect(ran).toEqual([]);
    slow.open();
    await done.opened;
    expect(ran).toEqual(['join', 'typing']);
  });

  it('reports a step that throws or rejects, and runs the next ones all the same', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const run = inSentOrder(
      () => true,
      (error) => errors.push(error),
    );
    const done = gate();
    run(() => {
      throw new Error('thrown');
    });
    run(() => Promise.reject(new Error('rejected')));
    run(() => {
      ran.push('after');
      done.open();
    });
    await done.opened;
    expect(ran).toEqual(['after']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['thrown', 'rejected']);
  });

  it('skips the steps still waiting once the socket is closed', async () => {
    let open = true;
    const ran: string[] = [];
    // The second check is the one for the step after the join: resolved once it was asked.
    const secondCheck = gate();
    let checks = 0;
    const run = inSentOrder(
      () => {
        if (++checks === 2) secondCheck.open();
        return open;
      },
      () => {},
    );
    const slow = gate();
    run(async () => {
      await slow.opened;
      ran.push('join');
      open = false;
    });
    run(() => {
      ran.push('typing');
    });
    slow.open();
    // The step runs, if at all, at once after its check, before this test resumes.
    await secondCheck.opened;
    expect(ran).toEqual(['join']);
  });

  it('drops steps past MAX_WAITING still waiting, and takes them again once the queue has run', async () => {
    const ran: number[] = [];
    const run = inSentOrder(
      () => true,
      () => {},
    );
    const held = gate();
    expect(run(() => held.opened)).toBe(true);
    for (let i = 1; i < MAX_WAITING; i++) expect(run(() => void ran.push(i))).toBe(true);
    expect(run(() => void ran.push(-1))).toBe(false);
    held.open();
    const done = gate();
    await expect.poll(() => run(() => done.open())).toBe(true);
    await done.opened;
    expect(ran).toEqual(Array.from({ length: MAX_WAITING - 1 }, (_, i) => i + 1));
  });
});
