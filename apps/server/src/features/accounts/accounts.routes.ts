// HTTP for /api/auth/*: schema, permission, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  LIMITS,
  loginBody,
  loginResponse,
  logoutResponse,
  PROFILE_MESSAGES,
  registerBody,
  registerResponse,
  updateProfileBody,
  userResponse,
} from '@clanhall/shared';
import { sessionOf, userOf } from '../../plugins/auth.js';
import { clientKey } from '../../lib/client-address.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as accounts from './accounts.service.js';
import { toPublicUser } from '../../lib/user-view.js';

export async function accountsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'auth';

  r.post('/api/auth/register', {
    schema: routeSchema({ tag, body: registerBody, response: { 201: registerResponse }, errors: [409, 429] }),
    handler: async (request, reply) => {
      const user = await accounts.register(services, request.body, clientKey(request.ip));
      return reply.status(201).send({ success: true as const, user: toPublicUser(user) });
    },
  });

  for (const door of ['admin', 'member'] as const) {
    r.post(`/api/auth/${door}/login`, {
      schema: routeSchema({ tag, body: loginBody, response: { 200: loginResponse }, errors: [401, 403, 429] }),
      handler: async (request) => {
        const user = await accounts.login(services, door, request.body, clientKey(request.ip));
        return { token: await services.sessions.issue(user), user: toPublicUser(user) };
      },
    });
  }

  r.post('/api/auth/logout', {
    schema: routeSchema({ tag, auth: true, response: { 200: logoutResponse } }),
    onRequest: app.requireSession,
    handler: async (request) => {
      await services.sessions.end(sessionOf(request));
      services.events.emit('account.session-ended', { userId: userOf(request).id, sessionId: sessionOf(request) });
      return { success: true as const };
    },
  });

  r.post('/api/auth/logout-all', {
    schema: routeSchema({ tag, auth: true, response: { 200: logoutResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => {
      await accounts.signOutEverywhere(services, userOf(request));
      return { success: true as const };
    },
  });

  r.get('/api/auth/profile', {
    schema: routeSchema({ tag, auth: true, response: { 200: userResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => ({ user: toPublicUser(userOf(request)) }),
  });

  r.put('/api/auth/profile', {
    schema: routeSchema({ tag, auth: true, body: updateProfileBody, response: { 200: userResponse }, errors: [409, 429] }),
    bodyLimit: LIMITS.imageBodyBytes,
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = await accounts.updateProfile(services, userOf(request), request.body, clientKey(request.ip));
      return { user: toPublicUser(user) };
    },
  });

  r.post('/api/auth/change-password', {
    schema: routeSchema({ tag, auth: true, body: changePasswordBody, response: { 200: changePasswordResponse }, errors: [429] }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { token } = await accounts.changePassword(services, userOf(request), request.body, clientKey(request.ip));
      return { success: true as const, message: PROFILE_MESSAGES.passwordUpdated, token };
    },
  });
}
