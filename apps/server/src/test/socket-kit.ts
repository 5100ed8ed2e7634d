// Socket.IO clients against a listening test app (port 0), for the tests of what sockets hear
// and when they are closed (chat, a deleted account).
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@clanhall/shared';
import type { CreatedUser, TestApp } from './build-test-app.js';

/** Socket.IO clients against `t`, which must be listening; all closed by closeAll(). */
export function socketKit(t: TestApp) {
  const open: Socket[] = [];
  const url = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    /** A connected socket for the account. */
    async connect(user: CreatedUser): Promise<Socket> {
      const socket = connect(url(), { path: SOCKET_PATH, auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll() {
      for (const socket of open) socket.close();
    },
  };
}

