import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from '../../db/kysely.js';
import { z } from 'zod';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';

const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), uptime: z.number() });

/** GET /api/health: answers ok when the database answers. */
export async function healthRoutes(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    // A few dozen bytes, asked often by probes: not worth the compression hook.
    compress: false,
    schema: routeSchema({ tag: 'health', response: { 200: healthResponse } }),
    handler: async () => {
      await sql`select 1`.execute(services.db.kysely);
      return { status: 'ok' as const, database: services.db.dialect, uptime: Math.round(process.uptime()) };
    },
  });
}
