// The card payment provider (docs/product/shop-and-payments.md), as the checkout sees it: an intent for an amount,
// its state, a refund. Two implementations: the built-in test provider (the default, offline)
// and Stripe (STRIPE_SECRET_KEY). The composition root picks one; tests pass their own.
import type { PaymentMode } from '@clanhall/shared';

export type ProviderName = 'test' | 'stripe';

/** What the provider says about an intent. */
export interface ProviderIntent {
  id: string;
  status: 'requires_payment' | 'processing' | 'succeeded' | 'canceled';
  amountCents: number;
  currency: string;
  /** What the app attached when creating it (payment id, user id). */
  metadata: Record<string, string>;
}

/** A verified webhook event (Stripe's payment_intent.succeeded and friends). */
export interface WebhookEvent {
  id: string;
  type: string;
  intentId: string | null;
  /** payment_intent.payment_failed: the card's refusal in the provider's words. */
  failureMessage: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Whether its payments move real money: `test` for the built-in provider and a Stripe
   * test-mode key (stripe-key-mode.ts). Every order records it (docs/product/shop-and-payments.md).
   */
  readonly mode: PaymentMode;
  /** Handed to the browser so it can show the provider's card field ('' for the test provider). */
  readonly publishableKey: string;
  createIntent(input: { amountCents: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Refunds the whole amount of a succeeded intent; safe to call twice. */
  refund(id: string, idempotencyKey: string): Promise<void>;
  /**
   * Cancels an intent that was never paid, so it can no longer be; answers the intent as it is
   * afterwards (a payment that succeeded meanwhile stays succeeded), null when it does not exist.
   */
  cancel(id: string): Promise<ProviderIntent | null>;
  /** Checks a webhook's signature on its raw body; throws when it does not verify. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

/** The provider will not take a payment of this amount (Stripe: under $0.50); the message says why. */
export class PaymentRefusedError extends Error {
  override name = 'PaymentRefusedError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
