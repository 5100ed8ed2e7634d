// HTTP for the back office's members and tiles (docs/product/membership.md): the list by status,
// a grant, an ending, and GET /api/admin/membership/stats.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMemberResponse,
  adminMembersQuery,
  adminMembersResponse,
  grantMembershipBody,
  idParams,
  MEMBERSHIP_ERRORS,
  membershipStatsResponse,
} from '@clanhall/shared';
import { userOf } from '../../../plugins/auth.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { MEMBERSHIP_TAG as tag } from '../plans/plans.routes.js';
import { endMembershipByAdmin, grantMembership, listMembers, membershipStats } from './admin-members.service.js';

export async function adminMemberRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/membership/members', {
    schema: routeSchema({ tag, auth: true, querystring: adminMembersQuery, response: { 200: adminMembersResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listMembers(services, request.query),
  });

  r.post('/api/admin/membership/members', {
    schema: routeSchema({
      tag,
      auth: true,
      body: grantMembershipBody,
      response: { 201: adminMemberResponse },
      errors: [404, 409],
    }),
    onRequest: app.requireAdmin,
    handler: async (request, reply) =>
      reply.status(201).send({ member: await grantMembership(services, userOf(request), request.body.user_id) }),
  });

  r.post('/api/admin/membership/members/:id/end', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: adminMemberResponse }, errors: [409] }),
    config: { notFound: MEMBERSHIP_ERRORS.memberNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ member: await endMembershipByAdmin(services, userOf(request), request.params.id) }),
  });

  r.get('/api/admin/membership/stats', {
    schema: routeSchema({ tag, auth: true, response: { 200: membershipStatsResponse } }),
    onRequest: app.requireAdmin,
    handler: async () => ({ stats: await membershipStats(services) }),
  });
}
