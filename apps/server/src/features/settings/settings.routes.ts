// HTTP for site settings: the public read, and the administrator's read and save.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettings, publicSettings, saveSettingsBody, saveSettingsResponse } from '@clanhall/shared';
import { routeSchema } from '../../lib/route-schema.js';
import * as settings from './settings.service.js';

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db.kysely;
  const tag = 'settings';

  r.get('/api/settings', {
    schema: routeSchema({ tag, response: { 200: publicSettings } }),
    handler: async () => settings.getPublicSettings(db),
  });

  r.get('/api/admin/settings', {
    schema: routeSchema({ tag, auth: true, response: { 200: adminSettings } }),
    onRequest: app.requireAdmin,
    handler: async () => settings.getAdminSettings(db),
  });

  r.post('/api/admin/settings', {
    schema: routeSchema({ tag, auth: true, body: saveSettingsBody, response: { 200: saveSettingsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => ({ success: true as const, settings: await settings.saveSettings(db, request.body) }),
  });
}
