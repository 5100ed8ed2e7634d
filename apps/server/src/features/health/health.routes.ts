// Probes for operators, process managers and load balancers (docs/product/operating.md).
// GET /api/health is liveness: the process answers, whatever its database does, so a process
// manager never restarts a server that only waits for its database. GET /api/health/ready is
// readiness: 200 when the database and (with REDIS_URL) Redis answer now, 503 otherwise; while
// migrations run the server is not listening yet and bootstrap/starting-server.ts answers 503.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from '../../db/kysely.js';
import { z } from 'zod';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { readinessResponse, type Readiness } from './readiness.js';

const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime: z.number() });

/** A check slower than this counts as unreachable: a probe must get its answer in time. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** 'ok', or 'unreachable' when `check` rejects or takes longer than READY_CHECK_TIMEOUT_MS. */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, services: Services) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/health', {
    // A few dozen bytes, asked often by probes: not worth the compression hook.
    compress: false,
    schema: routeSchema({ tag: 'health', response: { 200: healthResponse } }),
    handler: async () => ({ status: 'ok' as const, database: services.db.dialect, uptime: Math.round(process.uptime()) }),
  });

  typed.get('/api/health/ready', {
    compress: false,
    schema: routeSchema({ tag: 'health', response: { 200: readinessResponse, 503: readinessResponse } }),
    handler: async (_request, reply) => {
      const [database, redis] = await Promise.all([
        probe(() => sql`select 1`.execute(services.db.kysely)),
        services.config.redisUrl ? probe(() => services.events.checkTransport()) : Promise.resolve('not used' as const),
      ]);
      const ready = database === 'ok' && redis !== 'unreachable';
      const answer: Readiness = { status: ready ? 'ready' : 'not ready', checks: { migrations: 'done', database, redis } };
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send(answer);
    },
  });
}
