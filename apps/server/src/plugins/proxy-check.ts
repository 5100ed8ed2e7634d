// A reverse proxy on this machine that does not set X-Forwarded-For makes every client look like
// this machine: one address for every per-address limit (logins, registrations, payments), and
// /metrics answers them all as local callers (docs/decisions/023). The server cannot tell such a
// proxy from a local script, so it warns once per process, at the first request from loopback
// without X-Forwarded-For after start ("at start" in practice: nothing is known before one
// arrives). Health probes and metrics scrapes are expected to come that way and are not counted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trustsLoopback, type AppConfig } from '../config.js';
import { isDirectFromThisMachine, METRICS_PATH } from './metrics.js';

export const PROXY_WITHOUT_FORWARDED_FOR =
  'A request came from this machine without X-Forwarded-For while TRUST_PROXY trusts loopback. If a reverse proxy here ' +
  'forwards clients, it must set X-Forwarded-For (README, Deploying); otherwise every client shares one address for the ' +
  'per-address rate limits.';
export const LOOPBACK_EXEMPT_NOTICE =
  'RATE_LIMITS_LOOPBACK_EXEMPT is on: this machine is not limited per address. It is meant for tests and benchmarks only.';

const EXPECTED_DIRECT = new Set(['/api/health', '/api/health/ready', METRICS_PATH]);

async function proxyCheckPlugin(
  app: FastifyInstance,
  options: { config: Pick<AppConfig, 'trustProxy' | 'rateLimitsLoopbackExempt'> },
) {
  const { trustProxy, rateLimitsLoopbackExempt } = options.config;
  if (rateLimitsLoopbackExempt) {
    // Test suites and benchmarks call from this machine on purpose.
    app.log.info(LOOPBACK_EXEMPT_NOTICE);
    return;
  }
  if (!trustsLoopback(trustProxy)) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && isDirectFromThisMachine(request) && !EXPECTED_DIRECT.has(request.url.split('?')[0]!)) {
      warned = true;
      app.log.warn(PROXY_WITHOUT_FORWARDED_FOR);
    }
    done();
  });
}

export default fp(proxyCheckPlugin, { name: 'proxy-check' });
