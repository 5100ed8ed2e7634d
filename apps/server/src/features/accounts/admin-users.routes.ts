// HTTP for /api/admin/users: every call needs an active administrator.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreateUserBody,
  adminUpdateUserBody,
  adminUserResponse,
  adminUsersResponse,
  adminUserStatusBody,
  errorResponse,
  idParams,
  pageQuery,
  successResponse,
  SERVER_ERRORS,
  limitParam,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import * as adminUsers from './admin-users.service.js';
import { countUsers, listUsers } from './users.repository.js';
import { toAdminUser } from './user-view.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse };
// The back office shows the whole list; it may ask for up to 500 at a time.
const usersQuery = pageQuery.extend({ limit: limitParam(500, 200) });

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db.kysely, images: app.images };
  const base = { tags: ['admin-users'], security: [{ bearer: [] }] };

  r.get('/api/admin/users', {
    schema: { ...base, querystring: usersQuery, response: { 200: adminUsersResponse, ...errors } },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const [rows, total] = await Promise.all([listUsers(deps.db, request.query), countUsers(deps.db)]);
      return { users: rows.map(toAdminUser), total };
    },
  });

  r.post('/api/admin/users', {
    schema: { ...base, body: adminCreateUserBody, response: { 201: adminUserResponse, ...errors } },
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const user = await adminUsers.createUser(deps, request.body);
      return reply.status(201).send({ user: toAdminUser(user) });
    },
  });

  r.put('/api/admin/users/:id', {
    schema: { ...base, params: idParams, body: adminUpdateUserBody, response: { 200: adminUserResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const user = await adminUsers.updateUserByAdmin(deps, userOf(request), request.params.id, request.body);
      return { user: toAdminUser(user) };
    },
  });

  r.put('/api/admin/users/:id/status', {
    schema: { ...base, params: idParams, body: adminUserStatusBody, response: { 200: adminUserResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const user = await adminUsers.setUserStatus(deps, userOf(request), request.params.id, request.body.status);
      return { user: toAdminUser(user) };
    },
  });

  r.delete('/api/admin/users/:id', {
    schema: { ...base, params: idParams, response: { 200: successResponse, ...errors } },
    config: { notFound: SERVER_ERRORS.userNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await adminUsers.deleteUser(deps, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
