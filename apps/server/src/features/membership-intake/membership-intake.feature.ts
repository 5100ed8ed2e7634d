// Membership intake (docs/product/membership.md#applications, #invitations): applications to
// become a member and the back office's answers, and invitations mailed by administrators.
// Registering through an invitation is the accounts feature's (registration-invitation.ts),
// through services/membership-invitations.ts; plans, buying and renewal are the membership
// feature's.
import { defineFeature } from '../../feature.js';
import { applicationsRoutes } from './applications/applications.routes.js';
import { invitationsRoutes } from './invitations/invitations.routes.js';

export default defineFeature({
  name: 'membership-intake',
  async routes(app, services) {
    await applicationsRoutes(app, services);
    await invitationsRoutes(app, services);
  },
});
