// HTTP for paying and checking out (docs/product/shop-and-payments.md): which card field to show, payment intents,
// the test provider's card confirmation, the checkout, finishing an interrupted one, and the
// back office's payments list. Rules live in the services; the Stripe webhook has its own file.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPaymentsQuery,
  adminPaymentsResponse,
  checkoutBody,
  createPaymentIntentBody,
  errorResponse,
  finishPaymentBody,
  orderResponse,
  paymentConfigResponse,
  paymentIntentResponse,
  testPaymentConfirmBody,
  testPaymentConfirmResponse,
  unfinishedPaymentsResponse,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { clientKey } from '../../lib/client-address.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { checkout, finishPayment } from './checkout.service.js';
import { createPaymentIntent } from './payments/payment-intent.service.js';
import { confirmTestPayment } from './payments/test-card.service.js';
import { listAllPayments, listUnfinished } from './payments/unfinished-payments.service.js';

/** 402: the card was refused or the payment did not succeed (lib/route-schema.ts lists the others). */
const PAYMENT_REQUIRED = { 402: errorResponse };

export async function checkoutRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'checkout';

  // The shop page carries it (apps/web entry-server.tsx): its 'Test mode — no real charge'.
  r.get('/api/shop/payment-config', {
    schema: routeSchema({ tag, response: { 200: paymentConfigResponse } }),
    handler: async () => ({ provider: services.payments.name, publishableKey: services.payments.publishableKey, mode: services.payments.mode }),
  });

  r.post('/api/shop/create-payment-intent', {
    schema: routeSchema({ tag, auth: true, body: createPaymentIntentBody, response: { 200: paymentIntentResponse }, errors: [409, 429] }),
    onRequest: app.authenticate,
    handler: async (request) => createPaymentIntent(services, userOf(request), request.body, clientKey(request.ip)),
  });

  r.post('/api/shop/test-payments/confirm', {
    schema: routeSchema({ tag, auth: true, body: testPaymentConfirmBody, response: { 200: testPaymentConfirmResponse, ...PAYMENT_REQUIRED }, errors: [404, 409, 429] }),
    onRequest: app.authenticate,
    handler: async (request) => confirmTestPayment(services, userOf(request), request.body, clientKey(request.ip)),
  });

  // 201 with the new order; 200 with the same order when the payment had already become it.
  r.post('/api/shop/checkout', {
    schema: routeSchema({ tag, auth: true, body: checkoutBody, response: { 200: orderResponse, 201: orderResponse, ...PAYMENT_REQUIRED }, errors: [404, 409] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { order, created } = await checkout(services, userOf(request), request.body);
      return reply.status(created ? 201 : 200).send({ order });
    },
  });

  r.get('/api/shop/payments/unfinished', {
    schema: routeSchema({ tag, auth: true, response: { 200: unfinishedPaymentsResponse } }),
    onRequest: app.authenticate,
    handler: async (request) => listUnfinished(services, userOf(request).id),
  });

  r.post('/api/shop/payments/finish', {
    schema: routeSchema({ tag, auth: true, body: finishPaymentBody, response: { 200: orderResponse, 201: orderResponse, ...PAYMENT_REQUIRED }, errors: [404, 409] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { order, created } = await finishPayment(services, userOf(request), request.body.payment_intent_id);
      return reply.status(created ? 201 : 200).send({ order });
    },
  });

  r.get('/api/admin/payments', {
    schema: routeSchema({ tag, auth: true, querystring: adminPaymentsQuery, response: { 200: adminPaymentsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listAllPayments(services, request.query),
  });
}
