// GET /api/membership/plans (docs/product/membership.md): the active plans, no token needed,
// served from the public cache until a plan is written (docs/decisions/024).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membershipPlansResponse } from '@clanhall/shared';
import { PUBLIC_ANSWER, replyPublicJson } from '../../../plugins/public-answers.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { listPublicPlans } from './plans.service.js';

export const MEMBERSHIP_TAG = 'membership';

export async function planRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/membership/plans', {
    schema: routeSchema({ tag: MEMBERSHIP_TAG, response: { 200: membershipPlansResponse } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) =>
      replyPublicJson(request, reply, services.publicCache, {
        key: 'membership:plans',
        dependsOn: ['plan.written'],
        schema: membershipPlansResponse,
        compute: () => listPublicPlans(services),
      }),
  });
}
