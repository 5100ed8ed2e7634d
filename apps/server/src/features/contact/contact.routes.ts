// HTTP for the contact form (public, rate limited per address) and the back-office inbox.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactBody,
  contactCreatedResponse,
  contactMessageResponse,
  contactMessagesResponse,
  contactReadBody,
  idParams,
  pageQuery,
  successResponse,
  SERVER_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { clientKey } from '../../lib/client-address.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as contact from './contact.service.js';

export async function contactRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'contact';

  // Public despite the /api/admin prefix: it is the contact form's documented address.
  r.post('/api/admin/contact', {
    schema: routeSchema({ tag, body: contactBody, response: { 201: contactCreatedResponse }, errors: [429] }),
    handler: async (request, reply) => {
      const stored = await contact.submitContactMessage(services, request.body, clientKey(request.ip));
      return reply.status(201).send({ success: true as const, id: stored.id });
    },
  });

  r.get('/api/admin/contact-messages', {
    schema: routeSchema({ tag, auth: true, querystring: pageQuery, response: { 200: contactMessagesResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => contact.listInbox(services, request.query),
  });

  r.put('/api/admin/contact-messages/:id/read', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: contactReadBody, response: { 200: contactMessageResponse } }),
    config: { notFound: SERVER_ERRORS.messageNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({
      message: await contact.markRead(services, userOf(request), request.params.id, request.body.is_read),
    }),
  });

  r.delete('/api/admin/contact-messages/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: SERVER_ERRORS.messageNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await contact.removeMessage(services, userOf(request), request.params.id);
      return { success: true as const };
    },
  });
}
