// The chat fan-out's yardstick: a bare Socket.IO server (the same socket.io the app runs on, no
// authentication, no database) that lets a socket join a room and broadcasts what is POSTed to
// /send to that room. Run as its own process by servers.mjs, like hello-world.mjs, and driven
// exactly like Clanhall's chat (one HTTP request per message, the same event, the same clients),
// so the two rates compare the servers' work, not the harness. Prints its port as one JSON line.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/ensure.mjs';

const socketIoPath = createRequire(join(root, 'apps/server/package.json')).resolve('socket.io');
const { Server } = await import(pathToFileURL(socketIoPath).href);

/** POST /send `{ room, event }`: emits `new_message` with `event` to the room; 204. */
function handleRequest(request, response) {
  if (request.method !== 'POST' || request.url !== '/send') {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const { room, event } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    io.to(room).emit('new_message', event);
    response.writeHead(204).end();
  });
}

const httpServer = createServer(handleRequest);
// The transport settings Clanhall's realtime service uses (services/realtime.ts).
const io = new Server(httpServer, {
  serveClient: false,
  pingInterval: 20_000,
  pingTimeout: 25_000,
  maxHttpBufferSize: 64 * 1024,
});
io.on('connection', (socket) => {
  socket.on('join_room', (room, ack) => {
    socket.join(String(room));
    if (typeof ack === 'function') ack({ ok: true });
  });
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    io.close(() => process.exit(0));
  });
}

httpServer.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: httpServer.address().port })}\n`);
});
