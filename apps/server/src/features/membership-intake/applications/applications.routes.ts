// HTTP for applications (docs/product/membership.md#applications): a user's own, and the back
// office's queue and answers. Schema, permission, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApplicationsQuery,
  adminApplicationsResponse,
  applicationBody,
  applicationResponse,
  declineApplicationBody,
  idParams,
  MEMBERSHIP_ERRORS,
  myApplicationsResponse,
} from '@clanhall/shared';
import { userOf } from '../../../plugins/auth.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import * as applications from './applications.service.js';

export async function applicationsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'membership';
  const config = { notFound: MEMBERSHIP_ERRORS.applicationNotFound };

  r.post('/api/membership/applications', {
    schema: routeSchema({ tag, auth: true, body: applicationBody, response: { 201: applicationResponse }, errors: [409, 429] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const application = await applications.submitApplication(services, userOf(request), request.body.message);
      return reply.status(201).send({ application });
    },
  });

  r.get('/api/membership/applications/mine', {
    schema: routeSchema({ tag, auth: true, response: { 200: myApplicationsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => ({ applications: await applications.listMyApplications(services, userOf(request).id) }),
  });

  r.get('/api/admin/membership/applications', {
    schema: routeSchema({ tag, auth: true, querystring: adminApplicationsQuery, response: { 200: adminApplicationsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => applications.listApplicationQueue(services, request.query),
  });

  r.post('/api/admin/membership/applications/:id/approve', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: applicationResponse }, errors: [409] }),
    config,
    onRequest: app.requireAdmin,
    handler: async (request) => ({
      application: await applications.answer(services, userOf(request), request.params.id, { status: 'approved' }),
    }),
  });

  r.post('/api/admin/membership/applications/:id/decline', {
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: declineApplicationBody,
      response: { 200: applicationResponse },
      errors: [409],
    }),
    config,
    onRequest: app.requireAdmin,
    handler: async (request) => ({
      application: await applications.answer(services, userOf(request), request.params.id, {
        status: 'declined',
        reason: request.body.reason,
      }),
    }),
  });
}
