// Stripe's subscriptions for a membership's recurring plan (docs/product/membership.md,
// docs/decisions/033): a customer, a product named after the plan, and a subscription whose
// first invoice waits for the card (payment_behavior default_incomplete). The browser confirms
// that invoice's payment intent as it confirms the shop's; Stripe charges the renewals itself
// and tells the site through the signed webhook. The library pins API version 2026-10-28, where
// an invoice no longer carries `payment_intent`: its client secret is `confirmation_secret` and
// its intent is the first of its `payments`. The intent gets the subscription's id in its
// metadata, so activation (and the job that finishes what a closed tab left) finds it.
import Stripe from 'stripe';
import type { PaymentProvider, SubscriptionCheckout } from './payment-provider.js';

type SubscriptionCalls = Required<
  Pick<PaymentProvider, 'createSubscription' | 'setSubscriptionRenews' | 'cancelSubscription' | 'invoiceIntentId'>
>;

/** The intent an invoice is paid by, as the expanded `payments` list names it. */
function invoiceIntentId(invoice: Stripe.Invoice): string | undefined {
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent) return intent.id;
  // The client secret of an intent is its id, '_secret_', and the secret.
  return invoice.confirmation_secret?.client_secret.split('_secret_')[0];
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

export function stripeSubscriptionCalls(stripe: Stripe): SubscriptionCalls {
  return {
    async createSubscription(input): Promise<SubscriptionCheckout> {
      const key = input.idempotencyKey;
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: `${key}-customer` },
      );
      const product = await stripe.products.create(
        { name: input.planName, metadata: input.metadata },
        { idempotencyKey: `${key}-product` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [
            {
              price_data: {
                currency: input.currency,
                product: product.id,
                unit_amount: input.amountCents,
                recurring: { interval: input.interval },
              },
            },
          ],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          metadata: input.metadata,
          expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
        },
        { idempotencyKey: `${key}-subscription` },
      );
      const invoice = subscription.latest_invoice;
      if (!invoice || typeof invoice === 'string') throw new Error('Stripe returned a subscription without its first invoice');
      const intentId = invoiceIntentId(invoice);
      const clientSecret = invoice.confirmation_secret?.client_secret;
      if (!intentId || !clientSecret) throw new Error('Stripe returned a first invoice without a payment intent');
      await stripe.paymentIntents.update(
        intentId,
        { metadata: { ...input.metadata, subscription_id: subscription.id } },
        { idempotencyKey: `${key}-intent` },
      );
      return { subscriptionId: subscription.id, intentId, clientSecret };
    },
    async setSubscriptionRenews(subscriptionId, renews) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !renews });
    },
    async invoiceIntentId(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      return invoiceIntentId(invoice) ?? null;
    },
    async cancelSubscription(subscriptionId) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
    },
  };
}
