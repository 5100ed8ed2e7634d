// HTTP for /api/auth/*: schema, permission, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  errorResponse,
  loginBody,
  loginResponse,
  registerBody,
  registerResponse,
  updateProfileBody,
  userResponse,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import * as accounts from './accounts.service.js';
import { toPublicUser } from './user-view.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export default async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db.kysely, images: app.images };

  r.post('/api/auth/register', {
    schema: { tags: ['auth'], body: registerBody, response: { 201: registerResponse, ...errors } },
    handler: async (request, reply) => {
      const user = await accounts.register(deps, request.body);
      return reply.status(201).send({ success: true as const, user: toPublicUser(user) });
    },
  });

  for (const mode of ['admin', 'member'] as const) {
    r.post(`/api/auth/${mode}/login`, {
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errors } },
      handler: async (request) => {
        const user = await accounts.login(deps, mode, request.body, request.ip);
        return { token: app.signToken(user), user: toPublicUser(user) };
      },
    });
  }

  r.get('/api/auth/profile', {
    schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: userResponse, ...errors } },
    onRequest: app.authenticate,
    handler: async (request) => ({ user: toPublicUser(userOf(request)) }),
  });

  r.put('/api/auth/profile', {
    schema: { tags: ['auth'], security: [{ bearer: [] }], body: updateProfileBody, response: { 200: userResponse, ...errors } },
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await accounts.updateProfile(deps, userOf(request), request.body);
      return { user: toPublicUser(user) };
    },
  });

  r.post('/api/auth/change-password', {
    schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordBody, response: { 200: changePasswordResponse, ...errors } },
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await accounts.changePassword(deps, userOf(request), request.body);
      return { success: true as const, message: 'Password updated successfully', token: app.signToken(user) };
    },
  });
}
