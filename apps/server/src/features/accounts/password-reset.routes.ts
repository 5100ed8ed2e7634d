// HTTP for 'Forgot password?' (platform.md §3, beyond the documents): schema, call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBody, forgotPasswordResponse, PASSWORD_RESET_MESSAGES, resetPasswordBody, resetPasswordResponse } from '@clanhall/shared';
import { clientKey } from '../../lib/client-address.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/**
 * Where the mailed link points: PUBLIC_URL when set, else the address this request came to
 * (through a trusted proxy, its X-Forwarded-Proto and -Host). docs/decisions/017.
 */
function siteOrigin(services: Services, request: FastifyRequest): string {
  return services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function passwordResetRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'auth';

  r.post('/api/auth/forgot-password', {
    schema: routeSchema({ tag, body: forgotPasswordBody, response: { 200: forgotPasswordResponse }, errors: [404, 429] }),
    handler: async (request) => {
      await requestPasswordReset(services, request.body.email, clientKey(request.ip), siteOrigin(services, request));
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
