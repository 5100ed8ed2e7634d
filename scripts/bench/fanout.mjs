// One fan-out measurement: a crowd of sockets in one room (crowd-worker.mjs, in worker threads),
// and messages sent one at a time through `send(text)` (an HTTP request), each to every socket.
// A message's delivery latency, per socket, runs from just before its request left to the
// moment that socket's `new_message` handler ran; the next message leaves once every socket has
// it (a quiet room, one message in flight: latency is fan-out, not queueing). The delivery rate
// is the measured messages' deliveries over the time from the first send to the last delivery.
//
// The sockets live in CLIENT_THREADS worker threads: on the 2-core machine the budgets were set
// on, one thread could not take 1,000 sockets' frames as fast as even the bare Socket.IO server
// sends them (its p99 was 58-155 ms with one client thread, 41-50 ms with two; four were no
// better than two), so with one the harness would measure itself.
//
// Every socket counts every message it gets, by number, so a message delivered twice or not at
// all shows. A last unmeasured message closes the run: a socket receives in order, so once each
// has the last one, nothing sent earlier is still on its way, duplicates included.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { summarise } from './stats.mjs';

const CLIENT_THREADS = 2;
/** A message not with every socket after this long counts as lost and the next one goes. */
const DELIVERY_TIMEOUT_MS = 5_000;
/** After this many incomplete messages the run stops: delivery is broken, not slow. */
const MAX_INCOMPLETE = 3;

const now = () => performance.timeOrigin + performance.now();

/** The crowd's worker threads, each connected and joined; rejects if one fails. */
async function startCrowd({ baseUrl, auths, joinPayload, total }) {
  const share = Math.ceil(auths.length / CLIENT_THREADS);
  const workers = [];
  for (let i = 0; i < auths.length; i += share) {
    workers.push(
      new Worker(new URL('./crowd-worker.mjs', import.meta.url), {
        workerData: { baseUrl, auths: auths.slice(i, i + share), joinPayload, total },
      }),
    );
  }
  const failed = new Promise((_, reject) => {
    for (const worker of workers) worker.once('error', reject);
  });
  // Raced below while it matters; a worker failing after that is not an unhandled rejection.
  failed.catch(() => undefined);
  try {
    await Promise.race([Promise.all(workers.map((worker) => once(worker, 'message'))), failed]);
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
  return { workers, failed };
}

/**
 * `auths`: one socket per entry, connected with it; `joinPayload`: its join_room payload.
 * `send(text)`: sends one message, resolves when its request was answered (throws when it
 * failed). Returns the figures and the first event a socket received (a sample of it).
 */
export async function measureFanout({ label, baseUrl, auths, joinPayload, send, warmup, messages }) {
  const clients = auths.length;
  const total = warmup + messages + 1;
  const { workers, failed } = await startCrowd({ baseUrl, auths, joinPayload, total });
  const sentAt = new Float64Array(total);
  const completeIn = new Uint8Array(total);
  const latencies = [];
  let sample = null;
  let lastDeliveryAt = 0;
  let waiting = null;

  for (const worker of workers) {
    worker.on('message', (message) => {
      if (message.type === 'sample') sample ??= message.event;
      if (message.type !== 'delivered') return;
      const { n, times } = message;
      if (n >= warmup && n < warmup + messages) {
        for (const at of times) {
          latencies.push(at - sentAt[n]);
          if (at > lastDeliveryAt) lastDeliveryAt = at;
        }
      }
      if (++completeIn[n] === workers.length && waiting?.n === n) waiting.resolve(true);
    });
  }

  /** Sends message n and resolves true once every socket has it, false after the time-out. */
  async function sendAndWait(n) {
    const complete = new Promise((resolve) => {
      waiting = { n, resolve };
    });
    const timer = setTimeout(() => waiting?.resolve(false), DELIVERY_TIMEOUT_MS);
    sentAt[n] = now();
    await send(`fan-out ${label} message ${n}`);
    const ok = await Promise.race([complete, failed]);
    clearTimeout(timer);
    waiting = null;
    return ok;
  }

  let incomplete = 0;
  let firstSentAt = 0;
  let counts;
  try {
    for (let n = 0; n < total && incomplete < MAX_INCOMPLETE; n++) {
      if (n === warmup) firstSentAt = now();
      if (!(await sendAndWait(n))) incomplete++;
    }
    counts = await Promise.all(
      workers.map((worker) => {
        const answered = new Promise((resolve) => worker.on('message', (m) => m.type === 'counts' && resolve(m)));
        worker.postMessage({ type: 'finish' });
        return answered;
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  const missing = counts.reduce((sum, c) => sum + c.missing, 0);
  const duplicates = counts.reduce((sum, c) => sum + c.duplicates, 0);
  const seconds = Math.max(0, (lastDeliveryAt - firstSentAt) / 1000);
  return {
    figures: {
      clients,
      clientThreads: workers.length,
      messages,
      warmup,
      deliveries: latencies.length,
      expectedDeliveries: clients * messages,
      missing,
      duplicates,
      incompleteMessages: incomplete,
      seconds: Math.round(seconds * 1000) / 1000,
      deliveredPerSec: seconds > 0 ? Math.round(latencies.length / seconds) : 0,
      latencyMs: summarise(latencies),
    },
    sample,
  };
}
