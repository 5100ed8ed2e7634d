// One log line per request, written when its answer has gone (docs/product/operating.md): method, path,
// status and time, which on a terminal reads "GET /api/chat/unread 200 1.4 ms". Fastify's own
// request logging (a line as the request comes in and another as it ends, each a JSON object
// of the request) is switched off in app.ts. The path's secret query values are redacted, as
// in every line (lib/logger-options.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../lib/logger-options.js';

/** pino's check; Fastify's stand-in when logging is off has none (nothing would be written). */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

export default fp(async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    // The bench and busy sites log at warn: no line to build then.
    if ((request.log as LevelCheck).isLevelEnabled?.(level)) {
      const url = redactUrl(request.url);
      const responseTime = Math.round(reply.elapsedTime * 10) / 10;
      request.log[level](
        { method: request.method, url, statusCode: reply.statusCode, responseTime, remoteAddress: request.ip },
        `${request.method} ${url} ${reply.statusCode} ${responseTime} ms`,
      );
    }
    done();
  });
});
