// HTTP for site settings: the public read, and the administrator's read and save.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettings, errorResponse, publicSettings, saveSettingsBody, saveSettingsResponse } from '@clanhall/shared';
import * as settings from './settings.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db.kysely;
  const admin = { tags: ['settings'], security: [{ bearer: [] }] };

  r.get('/api/settings', {
    schema: { tags: ['settings'], response: { 200: publicSettings } },
    handler: async () => settings.getPublicSettings(db),
  });

  r.get('/api/admin/settings', {
    schema: { ...admin, response: { 200: adminSettings, ...errors } },
    onRequest: app.requireAdmin,
    handler: async () => settings.getAdminSettings(db),
  });

  r.post('/api/admin/settings', {
    schema: { ...admin, body: saveSettingsBody, response: { 200: saveSettingsResponse, ...errors } },
    onRequest: app.requireAdmin,
    handler: async (request) => ({ success: true as const, settings: await settings.saveSettings(db, request.body) }),
  });
}
