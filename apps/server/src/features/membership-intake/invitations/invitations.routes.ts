// HTTP for invitations (docs/product/membership.md#invitations): the back office sends and lists
// them; anyone holding a link may ask what it is for. Schema, permission, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInvitationsQuery,
  adminInvitationsResponse,
  invitationBody,
  invitationCheckResponse,
  invitationResponse,
  invitationTokenParams,
  MEMBERSHIP_ERRORS,
} from '@clanhall/shared';
import { userOf } from '../../../plugins/auth.js';
import { routeSchema } from '../../../lib/route-schema.js';
import type { Services } from '../../../services.js';
import * as invitations from './invitations.service.js';

export async function invitationsRoutes(app: FastifyInstance, services: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'membership';

  r.post('/api/admin/membership/invitations', {
    schema: routeSchema({ tag, auth: true, body: invitationBody, response: { 201: invitationResponse }, errors: [409] }),
    onRequest: app.requireAdmin,
    handler: async (request, reply) => {
      const invitation = await invitations.sendInvitation(services, userOf(request), request.body.email);
      return reply.status(201).send({ invitation });
    },
  });

  r.get('/api/admin/membership/invitations', {
    schema: routeSchema({ tag, auth: true, querystring: adminInvitationsQuery, response: { 200: adminInvitationsResponse } }),
    onRequest: app.requireAdmin,
    handler: async (request) => invitations.listSentInvitations(services, request.query),
  });

  // Public: the link's token stands in for a session. It names one address and stops working
  // once used, so neither a browser nor a proxy keeps the answer.
  r.get('/api/membership/invitations/:token', {
    schema: routeSchema({ tag, params: invitationTokenParams, response: { 200: invitationCheckResponse } }),
    config: { notFound: MEMBERSHIP_ERRORS.invitationInvalid },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return invitations.checkInvitation(services, request.params.token);
    },
  });
}
