// Opens the tab's socket while an account that may chat is signed in, and closes it on sign-out
// or account switch. Loaded lazily by AppLayout (its own chunk, with socket.io-client), so guests
// and public pages never download it. A socket the server closes (ban, disable, deletion,
// password change, session ended or expired) re-reads the profile, which signs out or shows the
// account as disabled through the usual rules (lib/refresh-session.ts). A socket the server
// closes because the account opened more than 20 (`socket_replaced`, docs/product/chat.md) stays
// closed: the session is fine, and reconnecting would only close another tab's socket in turn.
// (Socket.IO never reconnects by itself after the server closed a socket; nothing here does.)
import { useEffect } from 'react';
import { connectSocket, disconnectSocket } from '../../lib/realtime/socket-client';
import { refreshSession } from '../../lib/refresh-session';

export default function RealtimeConnection({ token }: { token: string }) {
  useEffect(() => {
    let closed = false;
    let cleanup = () => {};
    connectSocket(token)
      .then((socket) => {
        if (closed) return;
        let replaced = false;
        const onReplaced = () => {
          replaced = true;
        };
        const onDisconnect = (reason: string) => {
          if (reason === 'io server disconnect' && !replaced) void refreshSession();
        };
        const onConnectError = () => {
          // Refused at the handshake (not a network failure): the token is no longer good.
          if (!socket.active) void refreshSession();
        };
        socket.on('socket_replaced', onReplaced);
        socket.on('disconnect', onDisconnect);
        socket.on('connect_error', onConnectError);
        cleanup = () => {
          socket.off('socket_replaced', onReplaced);
          socket.off('disconnect', onDisconnect);
          socket.off('connect_error', onConnectError);
        };
      })
      .catch(() => {
        // Signed out while loading: nothing to open.
      });
    return () => {
      closed = true;
      cleanup();
      disconnectSocket();
    };
  }, [token]);
  return null;
}
