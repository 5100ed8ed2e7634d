// At most LIMITS.socketsPerAccount open sockets per account (docs/product/chat.md): a newer one closes
// the oldest, whichever process holds them. fetchSockets() on the account's room asks every
// process through the adapter: alone, a look at this process's room index; with REDIS_URL, one
// request over Redis per connect that each process answers from its own index (an account's
// few sockets, not every socket), waited for in the background, never by the handshake.
// A socket to close is told `socket_replaced` first by the process that holds it, so the event
// arrives before the close and the tab knows not to reconnect (docs/decisions/027).
import { LIMITS } from '@clanhall/shared';
import type { RealtimeServer, RealtimeSocket } from './realtime.js';

type Log = { warn(obj: unknown, msg: string): void };

/** Tells the socket why, then closes its connection. */
function replace(socket: RealtimeSocket): void {
  socket.emit('socket_replaced');
  socket.disconnect(true);
}

/** Closes the given sockets this process holds (the others are other processes' to close). */
function replaceLocal(io: RealtimeServer, socketIds: readonly string[]): void {
  for (const id of socketIds) {
    const socket = io.sockets.sockets.get(id);
    if (socket) replace(socket);
  }
}

/** Hears other processes asking this one to close sockets it holds. */
export function listenForReplacedSockets(io: RealtimeServer): void {
  io.on('replace_sockets', (socketIds) => replaceLocal(io, socketIds));
}

/**
 * After an account's socket joined its room: closes its oldest sockets beyond the limit, here
 * and in other processes. Two connects at once each keep the newest sockets, so together they
 * still leave exactly the limit.
 */
export async function closeOldestBeyondLimit(io: RealtimeServer, room: string, log: Log): Promise<void> {
  let sockets;
  try {
    sockets = await io.in(room).fetchSockets();
  } catch (error) {
    // A process that did not answer in time (Redis adapter): judged again at the next connect.
    log.warn({ err: error }, 'could not count an account’s sockets');
    return;
  }
  const surplus = sockets.length - LIMITS.socketsPerAccount;
  if (surplus <= 0) return;
  const oldest = sockets
    .sort((a, b) => a.handshake.issued - b.handshake.issued)
    .slice(0, surplus)
    .map((socket) => socket.id);
  const elsewhere = oldest.filter((id) => !io.sockets.sockets.has(id));
  replaceLocal(io, oldest);
  if (elsewhere.length > 0) io.serverSideEmit('replace_sockets', elsewhere);
}
