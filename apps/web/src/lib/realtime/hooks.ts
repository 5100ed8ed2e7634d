// React access to the tab's socket (socket-client.ts). Handlers are kept in a ref, so a screen
// can pass an inline function without re-subscribing on every render.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerToClientEvents } from '@clanhall/shared';
import { getSocket, subscribeSocket, type ChatSocket } from './socket-client';

/** The socket while one is open for the signed-in account, else null. */
export function useSocket(): ChatSocket | null {
  return useSyncExternalStore(subscribeSocket, getSocket, () => null);
}

/** Calls `handler` for every `event` the server sends while mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]) {
  const socket = useSocket();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) => (ref.current as (...a: unknown[]) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/**
 * Calls `handler` each time the socket (re)connects, the first time included: the moment to
 * join rooms again and fetch what arrived while the connection was down (docs/product/chat.md).
 */
export function useSocketConnected(handler: (socket: ChatSocket) => void) {
  const socket = useSocket();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = () => ref.current(socket);
    if (socket.connected) listener();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}

/**
 * Calls `refresh` whenever events may have been missed while this screen showed what it read:
 * on every connect, the first one included, unless the socket was already connected when the
 * screen mounted. A screen's first read usually goes out before the tab's socket has connected
 * (the socket waits for its code and the session check), and whatever the server announced in
 * between reached no socket of this tab: without the refresh a badge stays wrong until a reload.
 */
export function useRefreshOnConnect(refresh: () => void) {
  const socket = useSocket();
  const liveAtMount = useRef<boolean | null>(null);
  if (liveAtMount.current === null) liveAtMount.current = socket?.connected ?? false;
  useSocketConnected(() => {
    // Connected before the screen's first read: that read saw everything; later connects did not.
    if (liveAtMount.current) liveAtMount.current = false;
    else refresh();
  });
}
