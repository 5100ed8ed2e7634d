// The one Socket.IO connection of a signed-in tab (docs/product/chat.md): same
// origin (or VITE_API_URL), the token in `auth`, the spec's reconnection settings. The library
// is imported on first connect, so public pages never download it. Screens read the socket
// with useSocket()/useSocketEvent() (hooks.ts); app/realtime/ opens and closes it with the session.
import type { Socket } from 'socket.io-client';
import { SOCKET_OPTIONS, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@clanhall/shared';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

let current: { token: string; socket: ChatSocket } | null = null;
let opening: { token: string; promise: Promise<ChatSocket> } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Opens the connection for this token (closing one made for another token); one per tab. */
export function connectSocket(token: string): Promise<ChatSocket> {
  if (current?.token === token) return Promise.resolve(current.socket);
  if (opening?.token === token) return opening.promise;
  disconnectSocket();
  const promise = import('socket.io-client').then(({ io }) => {
    // Signed out or switched account while the library was loading: not this token's any more.
    if (opening?.token !== token) throw new Error('socket no longer wanted');
    // WebSocket first: one connection, so several server processes need no sticky sessions;
    // HTTP long-polling only where a proxy refuses WebSockets.
    const socket: ChatSocket = io(API_URL || undefined, {
      ...SOCKET_OPTIONS,
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    current = { token, socket };
    opening = null;
    notify();
    return socket;
  });
  opening = { token, promise };
  return promise;
}

export function disconnectSocket() {
  opening = null;
  if (!current) return;
  current.socket.disconnect();
  current = null;
  notify();
}

export function getSocket(): ChatSocket | null {
  return current?.socket ?? null;
}

export function subscribeSocket(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
