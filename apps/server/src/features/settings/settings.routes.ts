// HTTP for site settings: the public read (served from the public cache until a save), and the
// administrator's read and save.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettings, publicSettings, saveSettingsBody, saveSettingsResponse } from '@clanhall/shared';
import { userOf } from '../../plugins/auth.js';
import { PUBLIC_ANSWER, replyPublicJson } from '../../plugins/public-answers.js';
import { routeSchema } from '../../lib/route-schema.js';
import type { Services } from '../../services.js';
import * as settings from './settings.service.js';

/** Settings text is bounded field by field; the whole save stays well under this. */
const SETTINGS_BODY_BYTES = 1024 * 1024;

export async function settingsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'settings';

  r.get('/api/settings', {
    schema: routeSchema({ tag, response: { 200: publicSettings } }),
    ...PUBLIC_ANSWER,
    handler: async (request, reply) =>
      replyPublicJson(request, reply, services.publicCache, {
        key: 'settings',
        dependsOn: ['setting.written'],
        schema: publicSettings,
        compute: () => settings.getPublicSettings(services),
      }),
  });

  r.get('/api/admin/settings', {
    schema: routeSchema({ tag, auth: true, response: { 200: adminSettings } }),
    onRequest: app.requireAdmin,
    handler: async () => settings.getAdminSettings(services),
  });

  r.post('/api/admin/settings', {
    schema: routeSchema({ tag, auth: true, body: saveSettingsBody, response: { 200: saveSettingsResponse } }),
    bodyLimit: SETTINGS_BODY_BYTES,
    onRequest: app.requireAdmin,
    handler: async (request) => ({
      success: true as const,
      settings: await settings.saveSettings(services, userOf(request), request.body),
    }),
  });
}
