// What the site reads of a verified Stripe event (payment-provider.ts WebhookEvent): a payment
// intent's id and refusal, an invoice of a subscription, a subscription's id. Invoices are read
// in the shape of the library's API version (2026-10-28: the subscription under
// parent.subscription_details) and of older ones (a top-level `subscription`), since an
// account's webhook endpoint may be pinned to either.
import type Stripe from 'stripe';
import type { WebhookEvent, WebhookInvoice } from './payment-provider.js';

interface LooseObject {
  object?: string;
  id?: string;
  last_payment_error?: { message?: string } | null;
  billing_reason?: string | null;
  amount_paid?: number;
  amount_due?: number;
  currency?: string;
  subscription?: string | { id?: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id?: string } | null } | null } | null;
  lines?: { data?: { period?: { end?: number } }[] };
  payments?: { data?: { payment?: { payment_intent?: string | { id?: string } | null } }[] } | null;
}

const idOf = (value: string | { id?: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function invoiceOf(event: Stripe.Event, object: LooseObject): WebhookInvoice {
  const periodEnd = object.lines?.data?.[0]?.period?.end;
  return {
    id: object.id ?? '',
    subscriptionId: idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription),
    billingReason: object.billing_reason ?? null,
    amountCents: event.type === 'invoice.paid' ? (object.amount_paid ?? 0) : (object.amount_due ?? 0),
    currency: object.currency ?? 'usd',
    periodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000).toISOString() : null,
    failureMessage: null,
    // Present when the endpoint's events carry the invoice's payments; else asked of Stripe.
    intentId: idOf(object.payments?.data?.[0]?.payment?.payment_intent),
  };
}

export function readStripeEvent(event: Stripe.Event): WebhookEvent {
  const object = (event.data?.object ?? {}) as LooseObject;
  const isIntent = object.object === 'payment_intent';
  return {
    id: event.id,
    type: event.type,
    intentId: isIntent ? (object.id ?? null) : null,
    failureMessage: isIntent ? (object.last_payment_error?.message ?? null) : null,
    ...(object.object === 'invoice' ? { invoice: invoiceOf(event, object) } : {}),
    ...(object.object === 'subscription' ? { subscriptionId: object.id ?? null } : {}),
  };
}
