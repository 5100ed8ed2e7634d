// HTTP for the member's own membership (docs/product/membership.md): read it, cancel it, resume
// it. Each answers { membership }; a refusal is 409 with its MEMBERSHIP_ERRORS text.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membershipResponse } from '@clanhall/shared';
import { userOf } from '../../../plugins/auth.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { MEMBERSHIP_TAG as tag } from '../plans/plans.routes.js';
import { cancelMembership, readMembership, resumeMembership } from './member.service.js';

export async function memberRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/membership', {
    schema: routeSchema({ tag, auth: true, response: { 200: membershipResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => ({ membership: await readMembership(services, userOf(request).id) }),
  });

  r.post('/api/membership/cancel', {
    schema: routeSchema({ tag, auth: true, response: { 200: membershipResponse }, errors: [409] }),
    onRequest: app.authenticate,
    handler: async (request) => ({ membership: await cancelMembership(services, userOf(request)) }),
  });

  r.post('/api/membership/resume', {
    schema: routeSchema({ tag, auth: true, response: { 200: membershipResponse }, errors: [409] }),
    onRequest: app.authenticate,
    handler: async (request) => ({ membership: await resumeMembership(services, userOf(request)) }),
  });
}
