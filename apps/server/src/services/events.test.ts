// The event bus (services/events.ts), alone and across processes through a shared transport.
import { describe, expect, it } from 'vitest';
import { createEventBus, type ClusterTransport } from './events.js';

const log = { error: () => undefined };

/** A transport like Redis pub/sub: every subscriber gets every published message. */
function sharedChannel() {
  const subscribers = new Set<(message: string) => void>();
  return (): ClusterTransport => ({
    async publish(message) {
      for (const deliver of subscribers) deliver(message);
    },
    async subscribe(onMessage) {
      subscribers.add(onMessage);
    },
    async check() {},
    async close() {},
  });
}

describe('event bus', () => {
  it('delivers an event to its handlers in this process, once each', async () => {
    const bus = createEventBus(log);
    const seen: number[] = [];
    bus.on('account.banned', ({ userId }) => void seen.push(userId));
    bus.on('post.written', () => void seen.push(-1));
    bus.emit('account.banned', { userId: 7 });
    expect(seen).toEqual([7]);
  });

  it('carries events to other processes through the transport, never back to the sender', async () => {
    const channel = sharedChannel();
    const a = createEventBus(log);
    const b = createEventBus(log);
    await a.useTransport(channel());
    await b.useTransport(channel());
    const inA: unknown[] = [];
    const inB: unknown[] = [];
    a.onAny((name, payload) => inA.push([name, payload]));
    b.onAny((name, payload) => inB.push([name, payload]));
    a.emit('setting.written', { keys: ['site_title'] });
    await a.idle();
    expect(inA).toEqual([['setting.written', { keys: ['site_title'] }]]);
    expect(inB).toEqual([['setting.written', { keys: ['site_title'] }]]);
  });

  it('keeps going when a handler fails, and idle() waits for async handlers', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ error: (obj) => void errors.push(obj) });
    let done = false;
    bus.on('post.written', () => {
      throw new Error('broken handler');
    });
    bus.on('post.written', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done = true;
    });
    bus.emit('post.written', { postId: 1 });
    await bus.idle();
    expect(done).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
