// Webhook events beyond the shop's own (docs/decisions/033): the checkout's signed webhook route
// (features/checkout/payments/stripe-webhook.*) verifies every event, handles its payments,
// and hands each event to the handlers other features register here (a membership's invoices
// and subscriptions), awaiting them, so Stripe sends an event again when handling it failed.
// A registry per app (services/app-state.ts): features do not import each other.
import { appSlot } from '../app-state.js';
import type { Services } from '../../services.js';
import type { WebhookEvent } from './payment-provider.js';

/** Answers whether the event was this handler's to handle (the shop then leaves it alone). */
export type WebhookHandler = (event: WebhookEvent) => Promise<boolean>;

const handlers = appSlot(() => new Set<WebhookHandler>());

/** Called once per app, from a feature's subscriptions(). */
export function onWebhookEvent(services: Services, handler: WebhookHandler): void {
  services.appState.get(handlers).add(handler);
}

/** Every handler in turn; true when one of them took the event. */
export async function dispatchWebhookEvent(services: Services, event: WebhookEvent): Promise<boolean> {
  let handled = false;
  for (const handler of services.appState.get(handlers)) {
    if (await handler(event)) handled = true;
  }
  return handled;
}
