// HTTP for the admin dashboard (docs/product/back-office.md: GET /api/admin/dashboard/stats → stats,
// recentUsers, recentOrders). docs/product/back-office.md: an active administrator only (no token 401, any
// other role 403); the plugins mark the answer no-store.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardResponse } from '@clanhall/shared';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import { getDashboard } from './admin-dashboard.service.js';

export async function adminDashboardRoutes(app: FastifyInstance, services: Services) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/dashboard/stats', {
    schema: routeSchema({ tag: 'admin-dashboard', auth: true, response: { 200: adminDashboardResponse } }),
    onRequest: app.requireAdmin,
    handler: async () => getDashboard(services),
  });
}
