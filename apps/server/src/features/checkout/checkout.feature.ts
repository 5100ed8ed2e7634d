// Paying and checking out (docs/product/shop-and-payments.md): payment intents, the built-in test provider's card
// confirmation, the checkout that turns a paid intent into an order, the Stripe webhook,
// interrupted payments finished or refunded, and the back office's payments list.
import { defineFeature } from '../../feature.js';
import { checkoutRoutes } from './checkout.routes.js';
import { paymentsJob } from './payments/payments.job.js';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes.js';

export default defineFeature({
  name: 'checkout',
  async routes(app, services) {
    await checkoutRoutes(app, services);
    await stripeWebhookRoutes(app, services);
  },
  jobs: [paymentsJob],
});
