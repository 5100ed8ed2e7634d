// GET /metrics: the Prometheus exposition of services/metrics.ts, and the hook that times every
// request. What it shows (routes, load, failures) is for the operator, not the public: with
// METRICS_TOKEN set a scraper sends it as a bearer token; without it only a direct connection
// from this machine is answered: a loopback peer and no X-Forwarded-For, which a proxy sets (a
// proxy here that does not is warned about, plugins/proxy-check.ts, docs/decisions/023).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '@clanhall/shared';
import { clientKey, isLoopbackKey } from '../lib/client-address.js';
import type { Metrics } from '../services/metrics.js';

export const METRICS_PATH = '/metrics';
export const METRICS_LOCAL_ONLY = 'Metrics are served only to this machine; set METRICS_TOKEN to scrape them from elsewhere';

/** The peer is this machine and no proxy forwarded the request (the socket's address, not request.ip). */
export const isDirectFromThisMachine = (request: FastifyRequest): boolean =>
  isLoopbackKey(clientKey(request.socket.remoteAddress ?? '')) && request.headers['x-forwarded-for'] === undefined;

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function metricsPlugin(app: FastifyInstance, options: { metrics: Metrics; token: string | undefined }) {
  const { metrics, token } = options;

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = bearer(request);
      if (!given || !sameSecret(given, token)) return reply.code(401).send({ error: SERVER_ERRORS.authRequired });
    } else if (!isDirectFromThisMachine(request)) {
      return reply.code(403).send({ error: METRICS_LOCAL_ONLY });
    }
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
