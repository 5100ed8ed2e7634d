// The card payment provider (docs/product/shop-and-payments.md), as the checkout sees it: an intent for an amount,
// its state, a refund. Two implementations: the built-in test provider (the default, offline)
// and Stripe (STRIPE_SECRET_KEY). The composition root picks one; tests pass their own.
// Memberships (docs/product/membership.md, docs/decisions/033) use the same seam, with the
// optional calls below it: a saved card charged again off-session (the test provider's
// renewals), and Stripe's subscriptions, which charge their renewals themselves.
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
  /** The card that paid it, as later charges name it (the test provider's saved card, Stripe's pm_…); absent until paid. */
  paymentMethod?: string;
}

/** The outcome of charging a saved card again (a renewal): one charge per idempotency key. */
export interface SavedCharge {
  id: string;
  status: 'succeeded' | 'failed';
  amountCents: number;
  /** The card's refusal in the provider's words, when it failed. */
  failureMessage: string | null;
}

/** A recurring plan bought through the provider's own subscriptions (Stripe). */
export interface SubscriptionCheckout {
  subscriptionId: string;
  /** The first invoice's payment intent, which the browser confirms like any other. */
  intentId: string;
  clientSecret: string;
}

/** What a webhook says about an invoice of a subscription (Stripe's invoice.* events). */
export interface WebhookInvoice {
  id: string;
  subscriptionId: string | null;
  /** subscription_create (the first, paid by activation), subscription_cycle (a renewal), … */
  billingReason: string | null;
  amountCents: number;
  currency: string;
  /** The end of the period this invoice pays for, ISO; null when the event does not say. */
  periodEnd: string | null;
  failureMessage: string | null;
  /** The payment intent that paid it, when the event carries its `payments`; null otherwise. */
  intentId: string | null;
}

/** A verified webhook event (Stripe's payment_intent.succeeded and friends). */
export interface WebhookEvent {
  id: string;
  type: string;
  intentId: string | null;
  /** payment_intent.payment_failed: the card's refusal in the provider's words. */
  failureMessage: string | null;
  /** invoice.*: the invoice; null for other events. */
  invoice?: WebhookInvoice | null;
  /** customer.subscription.*: the subscription's id; null for other events. */
  subscriptionId?: string | null;
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
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{
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
  /**
   * Charges the card saved by an earlier payment again, without the member (a renewal). A card
   * refused is an answer (status failed), not an error; the same key charges once.
   */
  chargeSaved?(input: {
    paymentMethod: string;
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SavedCharge>;
  /**
   * A subscription for a recurring plan, its first invoice waiting for the card (Stripe:
   * payment_behavior default_incomplete). The intent's metadata carries `subscription_id`.
   */
  createSubscription?(input: {
    email: string;
    name: string;
    planName: string;
    amountCents: number;
    currency: string;
    interval: 'month' | 'year';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionCheckout>;
  /** Whether the subscription charges again at its period's end (Stripe: cancel_at_period_end). */
  setSubscriptionRenews?(subscriptionId: string, renews: boolean): Promise<void>;
  /** Ends the subscription now, with no further charge; safe to call twice, or for one that is gone. */
  cancelSubscription?(subscriptionId: string): Promise<void>;
  /** The payment intent that paid a subscription's invoice; null when none did. */
  invoiceIntentId?(invoiceId: string): Promise<string | null>;
}

/** The provider will not take a payment of this amount (Stripe: under $0.50); the message says why. */
export class PaymentRefusedError extends Error {
  override name = 'PaymentRefusedError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
