// HTTP for reporting a message (docs/product/chat.md, beyond the documents); the queue itself is in
// admin-chat.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageReportResponse, reportBody } from '@clanhall/shared';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import { viewerOf } from '../chat-request.js';
import { reportMessage } from './reports.service.js';

export async function reportsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/chat/reports', {
    schema: routeSchema({ tag: 'chat', auth: true, body: reportBody, response: { 201: messageReportResponse }, errors: [404, 409] }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const report = await reportMessage(services, viewerOf(request), request.body);
      return reply.status(201).send({ report });
    },
  });
}
