// HTTP for 'Forgot password?' (docs/product/accounts-and-sessions.md, beyond the documents): schema, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  forgotPasswordResponse,
  PASSWORD_RESET_MESSAGES,
  passwordResetOffer,
  passwordResetSetup,
  resetPasswordBody,
  resetPasswordResponse,
} from '@clanhall/shared';
import { clientKey } from '../../lib/client-address.js';
import { routeSchema } from '../../lib/route-schema.js';
import { PUBLIC_ANSWER, replyPublicJson } from '../../plugins/public-answers.js';
import type { Services } from '../../services.js';
import { readPasswordResetSetup } from './password-reset-setup.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

export async function passwordResetRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'auth';

  // Whether the login screen offers 'Forgot password?'; why not is for administrators only.
  r.get('/api/auth/password-reset', {
    schema: routeSchema({ tag, response: { 200: passwordResetOffer } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) =>
      replyPublicJson(request, reply, services.publicCache, {
        key: 'password-reset',
        dependsOn: ['setting.written'],
        schema: passwordResetOffer,
        compute: async () => ({ available: (await readPasswordResetSetup(services)).available }),
      }),
  });

  r.get('/api/admin/password-reset', {
    schema: routeSchema({ tag, auth: true, response: { 200: passwordResetSetup } }),
    onRequest: app.requireAdmin,
    handler: () => readPasswordResetSetup(services),
  });

  r.post('/api/auth/forgot-password', {
    schema: routeSchema({ tag, body: forgotPasswordBody, response: { 200: forgotPasswordResponse }, errors: [404, 429] }),
    handler: async (request) => {
      await requestPasswordReset(services, request.body.email, clientKey(request.ip));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.linkSent };
    },
  });

  r.post('/api/auth/reset-password', {
    schema: routeSchema({ tag, body: resetPasswordBody, response: { 200: resetPasswordResponse } }),
    handler: async (request) => {
      await resetPassword(services, request.body, clientKey(request.ip));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.passwordReset };
    },
  });
}
