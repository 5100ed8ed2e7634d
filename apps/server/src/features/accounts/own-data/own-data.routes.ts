// HTTP for a member's own data (docs/product/accounts-and-sessions.md): GET /api/auth/export, the
// .zip of all they made, and DELETE /api/auth/account. Any signed-in role.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountBody, deleteAccountResponse, exportArchiveResponse, OWN_DATA_MESSAGES } from '@clanhall/shared';
import { clientKey } from '../../../lib/client-address.js';
import { routeSchema } from '../../../lib/route-schema.js';
import { userOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { deleteOwnAccount } from './account-deletion.service.js';
import { exportOwnData } from './data-export.service.js';

export async function ownDataRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'auth';

  r.get('/api/auth/export', {
    schema: routeSchema({ tag, auth: true, response: { 200: exportArchiveResponse }, errors: [429] }),
    // A HEAD would build an archive for nothing and use up one of the day's downloads.
    exposeHeadRoute: false,
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { filename, archive } = await exportOwnData(services, userOf(request));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(archive);
    },
  });

  r.delete('/api/auth/account', {
    schema: routeSchema({
      tag,
      auth: true,
      body: deleteAccountBody,
      response: { 200: deleteAccountResponse },
      errors: [409, 429],
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      await deleteOwnAccount(services, userOf(request), request.body, clientKey(request.ip));
      return { message: OWN_DATA_MESSAGES.accountDeleted };
    },
  });
}
