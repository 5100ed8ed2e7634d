// A crowd of Socket.IO clients in this process, as many browsers' tabs: each its own connection
// (forceNew: the client would otherwise share one connection per server), WebSocket only (what a
// browser ends up on), no reconnection (a dropped socket must show as missing messages, not be
// hidden by a silent reconnect). Connected a batch at a time, each joining the room before the
// crowd is ready.
import { io } from 'socket.io-client';

const CONNECT_BATCH = 50;
const CONNECT_TIMEOUT_MS = 20_000;

function connectOne(baseUrl, auth) {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`a socket could not connect to ${baseUrl}: ${error.message}`));
    });
  });
}

/**
 * `auths.length` sockets, each connected with its `auth` and then `join(socket)`ed (which must
 * resolve once the server acknowledged). Returns `{ sockets, close() }`.
 */
export async function connectCrowd(baseUrl, auths, join) {
  const sockets = [];
  const close = () => {
    for (const socket of sockets) socket.close();
  };
  try {
    for (let i = 0; i < auths.length; i += CONNECT_BATCH) {
      const batch = await Promise.all(auths.slice(i, i + CONNECT_BATCH).map((auth) => connectOne(baseUrl, auth)));
      sockets.push(...batch);
      await Promise.all(batch.map(join));
    }
  } catch (error) {
    close();
    throw error;
  }
  return { sockets, close };
}

/** join_room, acknowledged with `{ ok: true }` (docs/product/chat.md), or an error. */
export async function joinRoom(socket, payload) {
  const answer = await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck('join_room', payload);
  if (!answer?.ok) throw new Error(`join_room ${JSON.stringify(payload)} was refused: ${JSON.stringify(answer)}`);
}
