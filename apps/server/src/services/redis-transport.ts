// Events between processes over Redis pub/sub (REDIS_URL, docs/product/operating.md): a write on one
// process reaches every process's caches and sockets. The Socket.IO Redis adapter uses its own
// channels on the same server.
import type { ClusterTransport } from './events.js';

const CHANNEL = 'clanhall:events';

type Log = { warn(obj: unknown, msg: string): void };

/**
 * `reconnect: false` (a one-off command, cli/cli-context.ts): a server that cannot be reached
 * fails the connection at once instead of being retried for ever.
 */
export async function createRedisTransport(url: string, log: Log, { reconnect = true } = {}): Promise<ClusterTransport> {
  // Loaded only with REDIS_URL: a single-process site never pays for the client.
  const { createClient } = await import('redis');
  const publisher = createClient({ url, ...(reconnect ? {} : { socket: { reconnectStrategy: false as const } }) });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    // node-redis reconnects by itself; an unhandled 'error' event would end the process.
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection error'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    await Promise.allSettled([publisher.destroy(), subscriber.destroy()]);
    throw error;
  }
  return {
    async publish(message) {
      try {
        await publisher.publish(CHANNEL, message);
      } catch (error) {
        log.warn({ err: error }, 'event not published to other processes');
      }
    },
    async subscribe(onMessage) {
      await subscriber.subscribe(CHANNEL, (message) => onMessage(message));
    },
    async check() {
      // While node-redis reconnects it queues commands instead of failing them: a client that
      // is not ready is unreachable now, whatever a queued PING would answer later.
      if (!publisher.isReady || !subscriber.isReady) throw new Error('redis is not connected');
      await publisher.ping();
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
