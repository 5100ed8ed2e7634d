// The realtime channel (docs/product/chat.md): Socket.IO at /socket.io on the app's own HTTP server.
// A socket is admitted with the same token check as HTTP (services/sessions.ts), joins its
// account's room `user:<id>`, and features add their event handlers (features/chat). A ban,
// disable, deletion, password change or sign-out closes the account's sockets at once, and a
// socket closes by itself when its session expires; an account keeps at most 20 sockets
// (socket-limit.ts). With REDIS_URL the Socket.IO Redis adapter carries every emit to the
// sockets of every process.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type Role, type ServerToClientEvents } from '@clanhall/shared';
import type { Clock } from './clock.js';
import type { EventBus, EventName } from './events.js';
import type { Sessions } from './sessions.js';
import { closeOldestBeyondLimit, listenForReplacedSockets } from './socket-limit.js';

export interface SocketData {
  userId: number;
  username: string;
  role: Role;
  sessionId: string;
  /** When the session's token stops being good; the socket closes then. */
  expiresAtMs: number;
}

/** What processes tell each other (with REDIS_URL): close these sockets you hold. */
export interface InterServerEvents {
  replace_sockets(socketIds: string[]): void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;

export interface Realtime {
  readonly io: RealtimeServer;
  /** A new socket, after it was admitted and joined its account's room. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  close(): Promise<void>;
}

type Log = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/** Events after which an account's sockets must close (its sessions ended or it may no longer chat). */
const SESSION_ENDING: EventName[] = [
  'account.banned',
  'account.disabled',
  'account.deleted',
  'account.password-changed',
  'account.signed-out-everywhere',
];

export async function createRealtime(deps: {
  httpServer: HttpServer;
  sessions: Sessions;
  events: EventBus;
  clock: Clock;
  redisUrl: string | undefined;
  log: Log;
}): Promise<Realtime> {
  const io: RealtimeServer = new Server(deps.httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Same origin only (docs/product/operating.md): no CORS headers are sent.
    cors: undefined,
    // A dropped network is noticed within ~45 s; the client reconnects and catches up.
    pingInterval: 20_000,
    pingTimeout: 25_000,
    maxHttpBufferSize: 64 * 1024,
  });
  const closers: (() => Promise<unknown>)[] = [];

  if (deps.redisUrl) {
    // Loaded only with REDIS_URL: a single process never pays for it.
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const pub = createClient({ url: deps.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: unknown) => deps.log.warn({ err: error }, 'socket redis connection error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closers.push(() => Promise.allSettled([pub.close(), sub.close()]));
  }

  const tokenOf = (socket: RealtimeSocket) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : undefined;
  };

  io.use((socket, next) => {
    deps.sessions
      .verify(tokenOf(socket))
      .then(({ user, sessionId, expiresAtMs }) => {
        socket.data = { userId: user.id, username: user.username, role: user.role, sessionId, expiresAtMs };
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof Error ? error.message : 'Unauthorized')));
  });

  const handlers: ((socket: RealtimeSocket) => void)[] = [];
  listenForReplacedSockets(io);
  io.on('connection', (socket) => {
    const room = userRoom(socket.data.userId);
    void socket.join(room);
    // A session that ended between the check above and this join was announced to a room this
    // socket was not in yet: check once more now that it is in, so no ended session keeps a
    // socket. (Ended after this read: the announcement finds the socket in its room.)
    deps.sessions.verify(tokenOf(socket)).catch(() => socket.disconnect(true));
    // An expired token is refused by every request; its socket must not outlive it either.
    const cancelExpiry = deps.clock.after(socket.data.expiresAtMs - deps.clock.nowMs(), () => socket.disconnect(true));
    socket.once('disconnect', cancelExpiry);
    void closeOldestBeyondLimit(io, room, deps.log);
    for (const handler of handlers) handler(socket);
  });

  // Every process hears these events (services/events.ts) and closes its own sockets.
  for (const name of SESSION_ENDING) {
    deps.events.on(name, (payload) => {
      io.local.in(userRoom((payload as { userId: number }).userId)).disconnectSockets(true);
    });
  }
  deps.events.on('account.session-ended', ({ userId, sessionId }) => {
    for (const socket of io.sockets.sockets.values()) {
      if (socket.data.userId === userId && socket.data.sessionId === sessionId) socket.disconnect(true);
    }
  });

  return {
    io,
    onConnection(handler) {
      handlers.push(handler);
    },
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      for (const close of closers) await close();
    },
  };
}
