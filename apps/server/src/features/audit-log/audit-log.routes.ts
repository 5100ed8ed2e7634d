// HTTP for GET /api/admin/audit-log (docs/product/back-office.md: readable in the back office; docs/product/operating.md: newest
// first, bounded, paged). An active administrator only: no token 401, any other role 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuery, auditLogResponse } from '@clanhall/shared';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { listAuditLog } from './audit-log.service.js';

export async function auditLogRoutes(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/audit-log', {
    schema: routeSchema({ tag: 'audit-log', auth: true, querystring: auditLogQuery, response: { 200: auditLogResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => listAuditLog(services, request.query),
  });
}
