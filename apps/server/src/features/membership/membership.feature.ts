// Paid membership (docs/product/membership.md, docs/decisions/033): plans (public and the back
// office's), buying one with the shop's payment provider and activating it, the member's own
// membership (cancel, resume), renewals and lapses by the clock, a Stripe subscription's
// webhook events, the back office's members and tiles, and the member's part of their own data.
// Applications and invitations are features/membership-intake.
import { defineFeature } from '../../feature.js';
import { adminMemberRoutes } from './admin/admin-members.routes.js';
import { buyingRoutes } from './buying/buying.routes.js';
import { joinPaymentsJob } from './buying/join-payments.job.js';
import { memberRoutes } from './member/member.routes.js';
import { listenToMembershipChanges } from './member/membership-sockets.js';
import { membershipOwnData } from './own-data/membership-own-data.js';
import { adminPlanRoutes } from './plans/admin-plans.routes.js';
import { planRoutes } from './plans/plans.routes.js';
import { renewalsJob } from './renewals/renewals.job.js';
import { listenToStripeEvents } from './stripe/membership-webhook.js';

export default defineFeature({
  name: 'membership',
  subscriptions(services) {
    listenToStripeEvents(services);
    listenToMembershipChanges(services);
  },
  async routes(app, services) {
    await planRoutes(app, services);
    await adminPlanRoutes(app, services);
    await buyingRoutes(app, services);
    await memberRoutes(app, services);
    await adminMemberRoutes(app, services);
  },
  jobs: [joinPaymentsJob, renewalsJob],
  ownData: membershipOwnData,
});
