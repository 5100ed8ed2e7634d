// What the server's address answers while it starts (docs/product/operating.md): migrations on a big
// database can take minutes, and a load balancer or process manager asking meanwhile should
// hear "alive, not ready" rather than find nothing listening. A bare node:http server holds the
// port from before the migrations until the app takes it over (server.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { MIGRATING } from '../features/health/readiness.js';

export const STARTING_MESSAGE = 'Clanhall is starting. Try again in a moment.';

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '5' } : {}) });
  response.end(JSON.stringify(body));
}

export interface StartingServer {
  /** Stops answering and frees the port for the app. */
  close(): Promise<void>;
}

export async function answerWhileStarting(options: { port: number; host: string; database: 'sqlite' | 'postgres' }): Promise<StartingServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    // Liveness as the app answers it: the process is alive.
    if (path === '/api/health') return answer(response, 200, { status: 'ok', database: options.database, uptime: Math.round(process.uptime()) });
    if (path === '/api/health/ready') return answer(response, 503, MIGRATING);
    answer(response, 503, { error: STARTING_MESSAGE });
  });
  server.listen(options.port, options.host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error as Error))]);
  return {
    async close() {
      const closed = once(server, 'close');
      server.close();
      // Kept-alive probe connections would hold the port's server open.
      server.closeAllConnections();
      await closed;
    },
  };
}
