// A worker thread holding its share of fanout.mjs's crowd of sockets. It connects and joins
// them (socket-crowd.mjs), then counts every `new_message` each socket gets, by message number,
// and tells the main thread:
// - { type: 'ready' } once all its sockets joined;
// - { type: 'sample', event } with the first event received (the bare server is sent the same);
// - { type: 'delivered', n, times } once every one of its sockets has message n: when each got
//   it, on the shared clock (performance.timeOrigin + performance.now(), comparable between
//   threads), for the latencies;
// - { type: 'counts', missing, duplicates } when asked with { type: 'finish' }, after which it
//   closes its sockets.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { connectCrowd, joinRoom } from './socket-crowd.mjs';

const { baseUrl, auths, joinPayload, total } = workerData;
const now = () => performance.timeOrigin + performance.now();
/** The number at the end of a message's text (fanout.mjs numbers them). */
const numberOf = (event) => Number(/ message (\d+)$/.exec(event?.message?.message ?? '')?.[1] ?? -1);

const crowd = await connectCrowd(baseUrl, auths, (socket) => joinRoom(socket, joinPayload));
const clients = crowd.sockets.length;
const counts = new Uint16Array(clients * total);
const deliveredOf = new Uint32Array(total);
const receivedAt = Array.from({ length: total }, () => null);
let sampled = false;

crowd.sockets.forEach((socket, client) => {
  socket.on('new_message', (event) => {
    const at = now();
    if (!sampled) {
      sampled = true;
      parentPort.postMessage({ type: 'sample', event });
    }
    const n = numberOf(event);
    if (n < 0 || n >= total) return;
    if (++counts[client * total + n] > 1) return;
    receivedAt[n] ??= new Float64Array(clients);
    receivedAt[n][deliveredOf[n]++] = at;
    if (deliveredOf[n] === clients) {
      parentPort.postMessage({ type: 'delivered', n, times: receivedAt[n] });
      receivedAt[n] = null;
    }
  });
});

parentPort.on('message', (message) => {
  if (message.type !== 'finish') return;
  let missing = 0;
  let duplicates = 0;
  for (const count of counts) {
    if (count === 0) missing++;
    else duplicates += count - 1;
  }
  parentPort.postMessage({ type: 'counts', missing, duplicates });
  crowd.close();
  parentPort.close();
});
parentPort.postMessage({ type: 'ready' });
