// HTTP for buying a membership (docs/product/membership.md): the checkout's intent, then the
// activation of the paid intent. The card is confirmed in between as in the shop (the test
// provider's POST /api/shop/test-payments/confirm, or Stripe Elements).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  membershipActivateBody,
  membershipCheckoutBody,
  membershipCheckoutResponse,
  membershipResponse,
} from '@clanhall/shared';
import { clientKey } from '../../../lib/client-address.js';
import { routeSchema } from '../../../lib/route-schema.js';
import { userOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { MEMBERSHIP_TAG as tag } from '../plans/plans.routes.js';
import { activateMembership } from './activation.service.js';
import { startCheckout } from './checkout.service.js';

export async function buyingRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/membership/checkout', {
    schema: routeSchema({
      tag,
      auth: true,
      body: membershipCheckoutBody,
      response: { 200: membershipCheckoutResponse },
      errors: [404, 409, 429],
    }),
    onRequest: app.authenticate,
    handler: async (request) => startCheckout(services, userOf(request), request.body.plan_id, clientKey(request.ip)),
  });

  r.post('/api/membership/activate', {
    schema: routeSchema({
      tag,
      auth: true,
      body: membershipActivateBody,
      response: { 200: membershipResponse, 402: errorResponse },
      errors: [404, 409],
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({
      membership: await activateMembership(services, userOf(request), request.body.payment_intent_id),
    }),
  });
}
