// POST /api/shop/create-payment-intent (docs/product/shop-and-payments.md): the server prices the cart itself; an
// empty cart is 400, a line above stock or an amount other than the server's total is 409, and
// so is any payment while the shop is closed (lib/shop-open.ts).
// The payments row is written first, so the provider's intent carries its id in its metadata
// and every intent the app hands out has a record; a crash between the two leaves a row whose
// placeholder intent id no client ever saw, which the payments job cancels.
import { randomUUID } from 'node:crypto';
import { SHOP_ERRORS, type CreatePaymentIntentBody, type PaymentIntentResponse } from '@clanhall/shared';
import { badRequest, conflict } from '../../../lib/http-error.js';
import { assertTakingOrders } from '../../../lib/shop-open.js';
import type { Services } from '../../../services.js';
import { overStock, priceCart, snapshotOf } from '../orders/cart-total.js';
import { readCartLines } from '../orders/checkout.repository.js';
import { takePaymentAttempt } from './payment-limits.js';
import { PaymentRefusedError } from '../../../services/payments/payment-provider.js';
import { deletePayment, insertPayment, updatePayment } from './payments.repository.js';

/** Money is shown as dollars (docs/product/shop-and-payments.md). */
export const CURRENCY = 'usd';
/** The intent id of a payments row whose provider intent is not made yet. */
export const PENDING_INTENT_PREFIX = 'pending:';

export async function createPaymentIntent(
  services: Services,
  user: { id: number; username: string },
  body: CreatePaymentIntentBody,
  address: string,
): Promise<PaymentIntentResponse> {
  const db = services.db.kysely;
  // Before the attempt is counted: a refused call uses none of the member's allowance.
  await assertTakingOrders(services);
  await takePaymentAttempt(services, 'intent', user.id, address);
  const cart = priceCart(await readCartLines(db, user.id));
  if (cart.lines.length === 0) throw badRequest(SHOP_ERRORS.cartEmpty);
  if (overStock(cart) || body.amount !== cart.totalCents) throw conflict(SHOP_ERRORS.cartChanged);

  const now = services.clock.nowIso();
  const payment = await insertPayment(db, {
    provider: services.payments.name,
    intent_id: `${PENDING_INTENT_PREFIX}${randomUUID()}`,
    user_id: user.id,
    username: user.username,
    amount_cents: cart.totalCents,
    currency: CURRENCY,
    status: 'requires_payment',
    cart_snapshot: JSON.stringify(snapshotOf(cart)),
    shipping: body.shipping ? JSON.stringify(body.shipping) : null,
    created_at: now,
    updated_at: now,
  });
  let intent: { id: string; clientSecret: string };
  try {
    intent = await services.payments.createIntent({
      amountCents: cart.totalCents,
      currency: CURRENCY,
      metadata: { user_id: String(user.id), payment_id: String(payment.id) },
      // The library retries a failed call with this key: one intent however often it is sent.
      // Random too, since several sites (staging, production) may share one Stripe account.
      idempotencyKey: `clanhall-payment-${payment.id}-${randomUUID()}`,
    });
  } catch (error) {
    await deletePayment(db, payment.id);
    if (error instanceof PaymentRefusedError) throw badRequest(error.message);
    throw error;
  }
  await updatePayment(db, payment.id, { intent_id: intent.id });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: cart.totalCents };
}
