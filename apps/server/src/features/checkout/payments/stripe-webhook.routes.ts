// POST /api/shop/stripe-webhook (docs/product/shop-and-payments.md): Stripe signs the exact bytes it sends, so this
// route lives in its own encapsulated plugin whose JSON parser keeps the raw body (the site's
// parser, plugins/json-body.ts, stays in force everywhere else). 404 unless Stripe and its
// webhook secret are configured; 400 when the signature does not verify.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SERVER_ERRORS, SHOP_ERRORS, webhookReceivedResponse } from '@clanhall/shared';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { WebhookSignatureError, type WebhookEvent } from '../../../services/payments/payment-provider.js';
import { handleStripeEvent } from './stripe-webhook.service.js';

/** Stripe's events are a few kilobytes; this leaves room and no more. */
const WEBHOOK_BODY_BYTES = 1024 * 1024;

/** The bytes as they came: JSON kept raw by the parser above, text by Fastify's own. */
const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.alloc(0));

export async function stripeWebhookRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_BYTES }, (_request, body, done) => done(null, body));

    scope.withTypeProvider<ZodTypeProvider>().post('/api/shop/stripe-webhook', {
      schema: routeSchema({ tag: 'checkout', response: { 200: webhookReceivedResponse }, errors: [400, 404, 413, 415] }),
      bodyLimit: WEBHOOK_BODY_BYTES,
      handler: async (request) => {
        const provider = services.payments;
        if (provider.name !== 'stripe' || !provider.verifyWebhook || !services.config.stripe?.webhookSecret) {
          throw notFound(SERVER_ERRORS.routeNotFound);
        }
        const signature = request.headers['stripe-signature'];
        let event: WebhookEvent;
        try {
          event = provider.verifyWebhook(rawBody(request.body), typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw badRequest(SHOP_ERRORS.invalidWebhookSignature);
          throw error;
        }
        await handleStripeEvent(services, event);
        return { received: true as const };
      },
    });
  });
}
