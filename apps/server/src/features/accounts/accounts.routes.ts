// HTTP for /api/auth/*: schema, permission, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  loginBody,
  loginResponse,
  PROFILE_MESSAGES,
  registerBody,
  registerResponse,
  updateProfileBody,
  userResponse,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { routeSchema } from '../../lib/route-schema.js';
import * as accounts from './accounts.service.js';
import { toPublicUser } from './user-view.js';

export default async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db.kysely, images: app.images };

  r.post('/api/auth/register', {
    schema: routeSchema({ tag: 'auth', body: registerBody, response: { 201: registerResponse }, errors: [409] }),
    handler: async (request, reply) => {
      const user = await accounts.register(deps, request.body);
      return reply.status(201).send({ success: true as const, user: toPublicUser(user) });
    },
  });

  for (const mode of ['admin', 'member'] as const) {
    r.post(`/api/auth/${mode}/login`, {
      schema: routeSchema({ tag: 'auth', body: loginBody, response: { 200: loginResponse }, errors: [401, 403, 429] }),
      handler: async (request) => {
        const user = await accounts.login(deps, mode, request.body, request.ip);
        return { token: app.signToken(user), user: toPublicUser(user) };
      },
    });
  }

  r.get('/api/auth/profile', {
    schema: routeSchema({ tag: 'auth', auth: true, response: { 200: userResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => ({ user: toPublicUser(userOf(request)) }),
  });

  r.put('/api/auth/profile', {
    schema: routeSchema({ tag: 'auth', auth: true, body: updateProfileBody, response: { 200: userResponse }, errors: [409] }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await accounts.updateProfile(deps, userOf(request), request.body);
      return { user: toPublicUser(user) };
    },
  });

  r.post('/api/auth/change-password', {
    schema: routeSchema({ tag: 'auth', auth: true, body: changePasswordBody, response: { 200: changePasswordResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await accounts.changePassword(deps, userOf(request), request.body);
      return { success: true as const, message: PROFILE_MESSAGES.passwordUpdated, token: app.signToken(user) };
    },
  });
}
