// POST /api/shop/test-payments/confirm (docs/product/shop-and-payments.md): the built-in test provider's stand-in
// for Stripe's card confirmation. The card rules (services/payments/card-rules.ts) answer with
// Stripe's own words; a refused card leaves the intent payable with another card, as Stripe
// does, and its message on the payments row for the back office. While the shop is closed no
// card is charged (lib/shop-open.ts): an intent made before it closed stays unpaid.
// A membership's intent (docs/product/membership.md) is confirmed here too: it has no shop
// payment, and its payer is the one the server wrote into its metadata; the shop's switch is
// not asked. The card that paid is remembered by what it does on later charges (a renewal
// charges it again; card-rules.ts savedCardMethod).
import { SERVER_ERRORS, SHOP_ERRORS, type TestPaymentConfirmBody } from '@clanhall/shared';
import { notFound } from '../../../lib/http-error.js';
import { assertTakingOrders } from '../../../lib/shop-open.js';
import type { Services } from '../../../services.js';
import { cardRefusal, savedCardMethod } from '../../../services/payments/card-rules.js';
import type { PaymentProvider, ProviderIntent } from '../../../services/payments/payment-provider.js';
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
  const intent = await provider.findBySecret(body.client_secret);
  if (intent && isMembershipIntent(intent)) return confirmMembershipIntent(services, provider, user, intent, body, address);
  await assertTakingOrders(services);
  await takePaymentAttempt(services, 'confirm', user.id, address);
  const db = services.db.kysely;

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
  const after = await provider.succeed(body.client_secret, savedCardMethod(body));
  // Cancelled by the payments job in the meantime.
  if (after?.status !== 'succeeded') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);
  await markPaid();
  return { status: 'succeeded' };
}

/** Written by the membership checkout (features/membership): `purpose` and the payer's id. */
const isMembershipIntent = (intent: ProviderIntent) => intent.metadata.purpose === 'membership';

/** The same card rules and attempts for a membership's intent; its record is the membership's to keep. */
async function confirmMembershipIntent(
  services: Services,
  provider: TestPaymentProvider,
  user: { id: number },
  intent: ProviderIntent,
  body: TestPaymentConfirmBody,
  address: string,
): Promise<{ status: 'succeeded' }> {
  await takePaymentAttempt(services, 'confirm', user.id, address);
  if (intent.metadata.user_id !== String(user.id)) throw notFound(SHOP_ERRORS.paymentNotFound);
  if (intent.status === 'succeeded') return { status: 'succeeded' };
  if (intent.status === 'canceled') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);
  const refusal = cardRefusal(body, services.clock.now());
  if (refusal) throw paymentRequired(refusal);
  const after = await provider.succeed(body.client_secret, savedCardMethod(body));
  if (after?.status !== 'succeeded') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);
  return { status: 'succeeded' };
}
