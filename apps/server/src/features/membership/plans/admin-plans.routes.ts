// HTTP for the back office's plans (docs/product/membership.md): every plan with its order,
// whether it is offered and how many hold it; create, edit (any fields; is_active false
// deactivates), delete (only a plan nobody ever held or paid for).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMembershipPlanResponse,
  adminMembershipPlansResponse,
  idParams,
  MEMBERSHIP_ERRORS,
  savePlanBody,
  successResponse,
  updatePlanBody,
} from '@clanhall/shared';
import { userOf } from '../../../plugins/auth.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { MEMBERSHIP_TAG as tag } from './plans.routes.js';
import { createPlan, deletePlan, listAdminPlans, updatePlan } from './plans.service.js';

export async function adminPlanRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = MEMBERSHIP_ERRORS.planNotFound;

  r.get('/api/admin/membership/plans', {
    schema: routeSchema({ tag, auth: true, response: { 200: adminMembershipPlansResponse } }),
    onRequest: app.requireAdmin,
    handler: async () => listAdminPlans(services),
  });

  r.post('/api/admin/membership/plans', {
    schema: routeSchema({ tag, auth: true, body: savePlanBody, response: { 201: adminMembershipPlanResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request, reply) =>
      reply.status(201).send({ plan: await createPlan(services, userOf(request), request.body) }),
  });

  r.put('/api/admin/membership/plans/:id', {
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: updatePlanBody,
      response: { 200: adminMembershipPlanResponse },
    }),
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ plan: await updatePlan(services, userOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/admin/membership/plans/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse }, errors: [409] }),
    config: { notFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await deletePlan(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
