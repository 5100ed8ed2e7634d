import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.js';
import { createEventBus } from './events.js';
import { createKeptValues } from './kept-values.js';

const quietLog = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as never;

describe('kept values', () => {
  it('computes once, until an event it depends on or its age says otherwise', async () => {
    const clock = manualClock();
    const events = createEventBus(quietLog);
    const kept = createKeptValues({ events, clock, maxAgeMs: 60_000 });
    let computed = 0;
    const count = () => kept.get('users', ['account.deleted'], async () => ++computed);
    expect([await count(), await count()]).toEqual([1, 1]);
    events.emit('account.deleted', { userId: 1 });
    expect(await count()).toBe(2);
    events.emit('post.written', { postId: 1 });
    expect(await count()).toBe(2);
    clock.advance(60_000);
    expect(await count()).toBe(3);
  });

  it('does not keep a value whose computation an event overtook, nor a failed one', async () => {
    const events = createEventBus(quietLog);
    const kept = createKeptValues({ events, clock: manualClock() });
    let release!: (n: number) => void;
    const slow = kept.get('orders', ['order.written'], () => new Promise<number>((resolve) => (release = resolve)));
    events.emit('order.written', { orderId: 1, userId: null });
    release(1);
    expect(await slow).toBe(1);
    expect(await kept.get('orders', ['order.written'], async () => 2)).toBe(2);

    await expect(kept.get('broken', [], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('broken', [], async () => 'fine')).toBe('fine');
  });
});
