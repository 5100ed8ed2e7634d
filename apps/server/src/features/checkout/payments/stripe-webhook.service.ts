// Stripe's events about an intent (docs/product/shop-and-payments.md: payment_intent.succeeded handled
// idempotently). Each update is conditional on the status it leaves, so a replayed or late
// event changes nothing: a paid payment is never marked failed, a refunded one never paid
// again. Events about intents this site did not make are acknowledged and ignored. Other
// features' events (a membership's invoices, services/payments/webhook-handlers.ts) go to their
// handlers first.
import { SHOP_ERRORS } from '@clanhall/shared';
import type { Services } from '../../../services.js';
import type { WebhookEvent } from '../../../services/payments/payment-provider.js';
import { dispatchWebhookEvent } from '../../../services/payments/webhook-handlers.js';
import { findPaymentByIntent, updatePaymentFrom } from './payments.repository.js';

export async function handleStripeEvent(services: Services, event: WebhookEvent): Promise<void> {
  if (await dispatchWebhookEvent(services, event)) return;
  if (!event.intentId) return;
  const db = services.db.kysely;
  const payment = await findPaymentByIntent(db, event.intentId);
  if (!payment) {
    services.log.info({ eventId: event.id, type: event.type, intentId: event.intentId }, 'webhook about an unknown payment intent ignored');
    return;
  }
  const now = services.clock.nowIso();
  switch (event.type) {
    case 'payment_intent.succeeded':
      await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'succeeded', updated_at: now });
      break;
    case 'payment_intent.payment_failed':
      await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], {
        status: 'failed',
        failure_message: event.failureMessage ?? SHOP_ERRORS.paymentNotSucceeded,
        updated_at: now,
      });
      break;
    case 'payment_intent.canceled':
      await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'canceled', updated_at: now });
      break;
    default:
      break;
  }
}
