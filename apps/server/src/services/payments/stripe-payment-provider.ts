// Stripe (STRIPE_SECRET_KEY, platform.md §5) through the official library. The browser confirms
// the card with Stripe Elements; the server creates intents, reads them back (never trusting
// what the browser says about a payment), refunds, and verifies webhooks on their raw body.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { WebhookSignatureError, type PaymentProvider, type ProviderIntent } from './payment-provider.js';

/** Where the library talks to: Stripe itself, or a local stand-in in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const STATUS: Record<string, ProviderIntent['status']> = {
  succeeded: 'succeeded',
  processing: 'processing',
  canceled: 'canceled',
};

export function createStripePaymentProvider(config: StripeConfig, endpoint?: StripeEndpoint): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(endpoint ?? {}) });
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency, metadata, allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: STATUS[intent.status] ?? 'requires_payment',
          amountCents: intent.amount,
          currency: intent.currency,
          metadata: intent.metadata as Record<string, string>,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },
    async refund(id, idempotencyKey) {
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
      } catch (error) {
        // Already refunded in full: the refund this call wanted exists.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
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
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, intentId: object.object === 'payment_intent' ? (object.id ?? null) : null };
    },
  };
}
