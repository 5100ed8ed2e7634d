// HTTP for /api/admin/users: every call needs an active administrator.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreateUserBody,
  adminUsersQuery,
  adminUpdateUserBody,
  adminUserResponse,
  adminUsersResponse,
  adminUserStatusBody,
  idParams,
  successResponse,
  LIMITS,
  SERVER_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as adminUsers from './admin-users.service.js';
import { toAdminUser } from '../../lib/user-view.js';

export async function adminUsersRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin-users';

  r.get('/api/admin/users', {
    schema: routeSchema({ tag, auth: true, querystring: adminUsersQuery, response: { 200: adminUsersResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => adminUsers.listUsers(services, request.query),
  });

  r.post('/api/admin/users', {
    schema: routeSchema({ tag, auth: true, body: adminCreateUserBody, response: { 201: adminUserResponse }, errors: [409, 429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const user = await adminUsers.createUser(services, userOf(request), request.body);
      return reply.status(201).send({ user: toAdminUser(user) });
    },
  });

  r.put('/api/admin/users/:id', {
    // 403 also for self-protection, 409 for a taken name or the last administrator.
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: adminUpdateUserBody,
      response: { 200: adminUserResponse },
      errors: [409, 429],
    }),
    bodyLimit: LIMITS.imageBodyBytes,
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const user = await adminUsers.updateUserByAdmin(services, userOf(request), request.params.id, request.body);
      return { user: toAdminUser(user) };
    },
  });

  r.put('/api/admin/users/:id/status', {
    schema: routeSchema({
      tag,
      auth: true,
      params: idParams,
      body: adminUserStatusBody,
      response: { 200: adminUserResponse },
      errors: [409],
    }),
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const user = await adminUsers.setUserStatus(services, userOf(request), request.params.id, request.body.status);
      return { user: toAdminUser(user) };
    },
  });

  r.delete('/api/admin/users/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse }, errors: [409] }),
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await adminUsers.deleteUser(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
