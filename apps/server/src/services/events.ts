// The typed event bus: services announce what happened, other parts react (caches drop what a
// write made stale, sockets of a banned account are closed). Handlers run in this process at
// once; with a cluster transport (Redis, services/redis-transport.ts) every event also reaches
// every other process, so a write on one process is seen by all (docs/product/operating.md).
import { randomBytes } from 'node:crypto';
import type { Role } from '@clanhall/shared';

export interface AppEvents {
  /** An account was made, deleted, or its role or status changed (the back office's counts). */
  'account.written': { userId: number };
  'account.banned': { userId: number };
  'account.disabled': { userId: number };
  'account.deleted': { userId: number };
  'account.demoted': { userId: number; role: Role };
  /** A password change, a reset, or 'Sign out everywhere': every other session has ended. */
  'account.password-changed': { userId: number };
  'account.signed-out-everywhere': { userId: number };
  /** One session ended (logout): its sockets close. */
  'account.session-ended': { userId: number; sessionId: string };
  'post.written': { postId: number };
  'setting.written': { keys: string[] };
  /** A product or category was created, changed or deleted, or stock moved (the shop's public answers). */
  'catalogue.written': { productIds?: number[]; categoryId?: number };
  /** A member's cart changed (its badge, elsewhere in the app). */
  'cart.changed': { userId: number };
  /** An order was placed or its status (or an item's) changed (the member's history, the back office's counts). */
  'order.written': { orderId: number; userId: number | null };
  /** A chat room was created or deleted (the back office's counts). */
  'chat-room.written': { roomId: number };
  /** A membership plan was created, changed or deleted (the public plans, the back office's plans). */
  'plan.written': { planId: number };
  /** A membership started, renewed, changed state or ended (the back office's membership tiles). */
  'membership.written': { userId: number };
  /** A membership application was sent, approved or declined (the back office's Open applications tile). */
  'application.written': { applicationId: number; userId: number };
}

export type EventName = keyof AppEvents;
export type EventHandler<K extends EventName> = (payload: AppEvents[K]) => void | Promise<void>;

/** Carries events between processes; publish never throws (a lost link is logged). */
export interface ClusterTransport {
  publish(message: string): Promise<void>;
  subscribe(onMessage: (message: string) => void): Promise<void>;
  /** Rejects when the other processes cannot be reached now (readiness, GET /api/health/ready). */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  origin: string;
  name: EventName;
  payload: unknown;
}

export interface EventBus {
  emit<K extends EventName>(name: K, payload: AppEvents[K]): void;
  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  /** Every event, whatever its name (the public cache keys its entries by event name). */
  onAny(handler: (name: EventName, payload: unknown) => void): () => void;
  /** Handlers still running (for tests and shutdown). */
  idle(): Promise<void>;
  useTransport(transport: ClusterTransport): Promise<void>;
  /** Rejects when a cluster transport is in use and cannot be reached; resolves in a single process. */
  checkTransport(): Promise<void>;
  close(): Promise<void>;
}

type Log = { error(obj: unknown, msg: string): void };

export function createEventBus(log: Log): EventBus {
  const origin = randomBytes(8).toString('hex');
  const handlers = new Map<EventName, Set<EventHandler<EventName>>>();
  const anyHandlers = new Set<(name: EventName, payload: unknown) => void>();
  const running = new Set<Promise<void>>();
  let transport: ClusterTransport | undefined;

  function track(result: void | Promise<void>, name: EventName) {
    if (!result) return;
    const pending = result.catch((error: unknown) => log.error({ err: error, event: name }, 'event handler failed'));
    running.add(pending);
    void pending.finally(() => running.delete(pending));
  }

  function deliver(name: EventName, payload: unknown) {
    for (const handler of anyHandlers) {
      try {
        handler(name, payload);
      } catch (error) {
        log.error({ err: error, event: name }, 'event handler failed');
      }
    }
    for (const handler of handlers.get(name) ?? []) {
      try {
        track(handler(payload as never), name);
      } catch (error) {
        log.error({ err: error, event: name }, 'event handler failed');
      }
    }
  }

  return {
    emit(name, payload) {
      deliver(name, payload);
      if (transport) {
        const envelope: Envelope = { origin, name, payload };
        track(transport.publish(JSON.stringify(envelope)), name);
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as EventHandler<EventName>);
      handlers.set(name, set);
      return () => set.delete(handler as EventHandler<EventName>);
    },
    onAny(handler) {
      anyHandlers.add(handler);
      return () => anyHandlers.delete(handler);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async useTransport(next) {
      transport = next;
      await next.subscribe((message) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(message) as Envelope;
        } catch {
          return;
        }
        if (envelope.origin !== origin) deliver(envelope.name, envelope.payload);
      });
    },
    async checkTransport() {
      await transport?.check();
    },
    async close() {
      await this.idle();
      await transport?.close();
      transport = undefined;
    },
  };
}
