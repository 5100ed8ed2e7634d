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
import { routeSchema } from '../../lib/route-schema.js';
import * as contact from './contact.service.js';
import { ContactOutbox } from './contact-mailer.js';

export default async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db.kysely;
  const tag = 'contact';
  const outbox = new ContactOutbox();
  app.addHook('onClose', () => outbox.drain());

  // Public despite the /api/admin prefix: it is the contact form's documented address.
  r.post('/api/admin/contact', {
    schema: routeSchema({ tag, body: contactBody, response: { 201: contactCreatedResponse }, errors: [429] }),
    handler: async (request, reply) => {
      const stored = await contact.submitContactMessage(db, request.body, request.ip);
      outbox.send(db, stored, request.log);
      return reply.status(201).send({ success: true as const, id: stored.id });
    },
  });

  r.get('/api/admin/contact-messages', {
    schema: routeSchema({ tag, auth: true, querystring: pageQuery, response: { 200: contactMessagesResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => contact.listInbox(db, request.query),
  });

  r.put('/api/admin/contact-messages/:id/read', {
    schema: routeSchema({ tag, auth: true, params: idParams, body: contactReadBody, response: { 200: contactMessageResponse } }),
    config: { notFound: SERVER_ERRORS.messageNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ message: await contact.markRead(db, request.params.id, request.body.is_read) }),
  });

  r.delete('/api/admin/contact-messages/:id', {
    schema: routeSchema({ tag, auth: true, params: idParams, response: { 200: successResponse } }),
    config: { notFound: SERVER_ERRORS.messageNotFound },
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await contact.removeMessage(db, request.params.id);
      return { success: true as const };
    },
  });
}
