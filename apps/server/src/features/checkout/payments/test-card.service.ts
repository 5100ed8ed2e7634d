// POST /api/shop/test-payments/confirm (docs/product/shop-and-payments.md): the built-in test provider's stand-in
// for Stripe's card confirmation. The card rules (services/payments/card-rules.ts) answer with
// Stripe's own words; a refused card leaves the intent payable with another card, as Stripe
// does, and its message on the payments row for the back office. While the shop is closed no
// card is charged (lib/shop-open.ts): an intent made before it closed stays unpaid.
import { SERVER_ERRORS, SHOP_ERRORS, type TestPaymentConfirmBody } from '@clanhall/shared';
import { notFound } from '../../../lib/http-error.js';
import { assertTakingOrders } from '../../../lib/shop-open.js';
import type { Services } from '../../../services.js';
import { cardRefusal } from '../../../services/payments/card-rules.js';
import type { PaymentProvider } from '../../../services/payments/payment-provider.js';
import type { TestPaymentProvider } from '../../../services/payments/test-payment-provider.js';
import { ownsPayment } from '../checkout.policy.js';
import { takePaymentAttempt } from './payment-limits.js';
import { paymentRequired } from './payment-required.js';
import { findPaymentByIntent, updatePaymentFrom } from './payments.repository.js';

const isTestProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.name === 'test' && 'succeed' in provider && 'findBySecret' in provider;

export async function confirmTestPayment(
  services: Services,
  user: { id: number },
  body: TestPaymentConfirmBody,
  address: string,
): Promise<{ status: 'succeeded' }> {
  const provider = services.payments;
  // With Stripe configured the card is confirmed by Stripe Elements, never here.
  if (!isTestProvider(provider)) throw notFound(SERVER_ERRORS.routeNotFound);
  await assertTakingOrders(services);
  await takePaymentAttempt(services, 'confirm', user.id, address);
  const db = services.db.kysely;

  const intent = await provider.findBySecret(body.client_secret);
  const payment = intent ? await findPaymentByIntent(db, intent.id) : undefined;
  if (!intent || !payment || !ownsPayment(user, payment)) throw notFound(SHOP_ERRORS.paymentNotFound);
  const markPaid = () => updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'succeeded', updated_at: services.clock.nowIso() });

  // Confirming again (a retried request, a second tab) answers what happened the first time.
  if (intent.status === 'succeeded') {
    await markPaid();
    return { status: 'succeeded' };
  }
  if (intent.status === 'canceled' || payment.status === 'canceled' || payment.status === 'refunded') {
    throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);
  }

  const refusal = cardRefusal(body, services.clock.now());
  if (refusal) {
    await updatePaymentFrom(db, payment.id, ['requires_payment', 'failed'], { status: 'failed', failure_message: refusal, updated_at: services.clock.nowIso() });
    throw paymentRequired(refusal);
  }
  const after = await provider.succeed(body.client_secret);
  // Cancelled by the payments job in the meantime.
  if (after?.status !== 'succeeded') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);
  await markPaid();
  return { status: 'succeeded' };
}
