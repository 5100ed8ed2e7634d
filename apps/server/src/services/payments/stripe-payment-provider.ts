// Stripe (STRIPE_SECRET_KEY, docs/product/shop-and-payments.md) through the official library. The browser confirms
// the card with Stripe Elements; the server creates intents, reads them back (never trusting
// what the browser says about a payment), refunds, and verifies webhooks on their raw body.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { stripeKeyMode } from './stripe-key-mode.js';
import { stripeSubscriptionCalls } from './stripe-subscriptions.js';
import { readStripeEvent } from './stripe-webhook-event.js';
import { PaymentRefusedError, WebhookSignatureError, type PaymentProvider, type ProviderIntent } from './payment-provider.js';

/** Where the library talks to: Stripe itself, or a local stand-in in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

// Every other status (requires_payment_method, requires_confirmation, requires_action,
// requires_capture) means no money has been taken yet.
const STATUS: Record<string, ProviderIntent['status']> = {
  succeeded: 'succeeded',
  processing: 'processing',
  canceled: 'canceled',
};

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  status: STATUS[intent.status] ?? 'requires_payment',
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: intent.metadata as Record<string, string>,
  ...(intent.payment_method
    ? { paymentMethod: typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id }
    : {}),
});

const isInvalidRequest = (error: unknown, code: string) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === code;

export function createStripePaymentProvider(config: StripeConfig, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(endpoint ?? {}) });

  async function retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isInvalidRequest(error, 'resource_missing')) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',
    mode: stripeKeyMode(config.secretKey),
    publishableKey: config.publishableKey,
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          { amount: amountCents, currency, metadata, allowed_payment_method_types: ['card'] },
          { idempotencyKey },
        );
      } catch (error) {
        // A cart below Stripe's smallest charge (or above its largest) is the member's to change.
        if (isInvalidRequest(error, 'amount_too_small') || isInvalidRequest(error, 'amount_too_large')) {
          throw new PaymentRefusedError((error as Error).message);
        }
        throw error;
      }
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    retrieveIntent,
    async refund(id, idempotencyKey) {
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
      } catch (error) {
        // Already refunded in full: the refund this call wanted exists.
        if (isInvalidRequest(error, 'charge_already_refunded')) return;
        throw error;
      }
    },
    async cancel(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        if (isInvalidRequest(error, 'resource_missing')) return null;
        // Paid (or cancelled) meanwhile: the intent as it is now tells which.
        if (isInvalidRequest(error, 'payment_intent_unexpected_state')) return retrieveIntent(id);
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return readStripeEvent(event);
    },
    ...stripeSubscriptionCalls(stripe),
  };
}
