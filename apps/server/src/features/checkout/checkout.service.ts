// POST /api/shop/checkout and POST /api/shop/payments/finish (docs/product/shop-and-payments.md). The provider,
// never the browser, says whether the intent succeeded and for how much; the order is then made
// in one transaction (place-order.command.ts). After it commits: the shop's cached answers and the
// cart's badge are told, and the confirmation mail goes out, once, from the call that made the
// order (a retried checkout answers the same order and sends nothing), to the account's own
// address. While the shop is closed no order is made (payments/closed-shop-refund.ts); a retry
// of an order made before still answers it.
import { SHOP_ERRORS, shippingFields, type CheckoutBody, type OrderWithItems, type ShippingFields } from '@clanhall/shared';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { groupedCalls } from '../../lib/grouped-calls.js';
import { appSlot } from '../../services/app-state.js';
import type { Services } from '../../services.js';
import { assertOwnsPayment } from './checkout.policy.js';
import { sameUnits } from './orders/cart-total.js';
import { findOrder, listOrderItems, readCartLines } from './orders/checkout.repository.js';
import { sendOrderConfirmation } from './orders/order-mail.js';
import { toOrderWithItems } from '../../lib/order-view.js';
import { paymentRequired } from './payments/payment-required.js';
import { findPaymentsByIntents, type PaymentRow } from './payments/payments.repository.js';
import { refuseWhileClosed } from './payments/closed-shop-refund.js';
import { takingOrders } from '../../lib/shop-open.js';
import { placeOrder } from './orders/place-order.command.js';
import { executeRefund } from './payments/refunds.js';

export interface CheckoutResult {
  order: OrderWithItems;
  /** False when the payment had already become this order (an idempotent repeat). */
  created: boolean;
}

interface Buyer {
  id: number;
  username: string;
}

async function loadOrder(services: Services, orderId: number): Promise<OrderWithItems> {
  const db = services.db.kysely;
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(SHOP_ERRORS.orderNotFound);
  return toOrderWithItems(order, await listOrderItems(db, orderId));
}

/**
 * The payments of the checkouts that arrived meanwhile, read in one query (lib/grouped-calls.ts):
 * a rush of buyers is a few round trips, not one each. One reader per app.
 */
const paymentReader = appSlot((services) =>
  groupedCalls(async (intentIds: string[]) => new Map((await findPaymentsByIntents(services.db.kysely, intentIds)).map((row) => [row.intent_id, row]))),
);

/** The caller's payment by its intent id: 404 when the app never made it, 409 when it is someone else's. */
async function ownPayment(services: Services, user: Buyer, intentId: string): Promise<PaymentRow> {
  const payment = (await services.appState.get(paymentReader)(intentId)).get(intentId);
  if (!payment) throw notFound(SHOP_ERRORS.paymentNotFound);
  assertOwnsPayment(user, payment);
  return payment;
}

/**
 * An intent already turned into an order (docs/product/shop-and-payments.md): sent again for the same cart it
 * answers that order (a retry), sent for a different cart it is 409. The cart is what the
 * request names, else what the member's cart holds now; an empty one is a retry after the
 * order emptied it. It is compared with the order's own items, which are what was bought (the
 * cart at checkout, which may differ from the cart the intent was made for at the same total).
 */
async function answerUsedPayment(services: Services, user: Buyer, orderId: number, items: CheckoutBody['items'] | undefined, from: 'cart' | 'payment'): Promise<CheckoutResult> {
  const order = await loadOrder(services, orderId);
  if (from === 'cart') {
    const sent = items ?? (await readCartLines(services.db.kysely, user.id));
    // A product deleted since is no longer named in the order (product_id null): nothing to compare.
    const bought = order.items.map((item) => ({ product_id: item.product_id ?? -item.id, quantity: item.quantity }));
    if (sent.length > 0 && !sameUnits(sent, bought)) throw conflict(SHOP_ERRORS.paymentUsed);
  }
  return { order, created: false };
}

async function completePayment(
  services: Services,
  user: Buyer,
  payment: PaymentRow,
  shipping: ShippingFields,
  items?: CheckoutBody['items'],
  from: 'cart' | 'payment' = 'cart',
): Promise<CheckoutResult> {
  if (payment.order_id !== null) return answerUsedPayment(services, user, payment.order_id, items, from);
  if (payment.status === 'refunded') throw conflict(SHOP_ERRORS.paymentRefunded);

  const intent = await services.payments.retrieveIntent(payment.intent_id);
  if (!intent) throw notFound(SHOP_ERRORS.paymentNotFound);
  if (intent.metadata.user_id !== String(user.id)) throw conflict(SHOP_ERRORS.paymentNotYours);
  if (!(await takingOrders(services))) return refuseWhileClosed(services, payment, intent);
  if (intent.status !== 'succeeded') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);

  const result = await placeOrder(services, { user, payment, paidCents: intent.amountCents, shipping, items, from });
  if (result.kind === 'existing') return answerUsedPayment(services, user, result.orderId, items, from);
  if (result.kind === 'sold-out') {
    await executeRefund(services, result.payment);
    throw conflict(SHOP_ERRORS.soldOutRefunded);
  }

  const order = toOrderWithItems(result.order, result.items);
  services.events.emit('catalogue.written', { productIds: result.productIds });
  services.events.emit('cart.changed', { userId: user.id });
  services.events.emit('order.written', { orderId: order.id, userId: user.id });
  await sendOrderConfirmation(services, order, user.id);
  return { order, created: true };
}

export async function checkout(services: Services, user: Buyer, body: CheckoutBody): Promise<CheckoutResult> {
  const payment = await ownPayment(services, user, body.payment_intent_id);
  return completePayment(services, user, payment, body, body.items);
}

/**
 * A paid payment whose checkout never arrived, finished with the shipping kept with it: the order
 * is what was paid for, even if the cart has changed since.
 */
export async function finishPayment(services: Services, user: Buyer, intentId: string): Promise<CheckoutResult> {
  const payment = await ownPayment(services, user, intentId);
  if (payment.order_id !== null) return { order: await loadOrder(services, payment.order_id), created: false };
  const shipping = payment.shipping ? shippingFields.safeParse(JSON.parse(payment.shipping)) : undefined;
  if (!shipping?.success) throw badRequest(SHOP_ERRORS.shippingMissing);
  return completePayment(services, user, payment, shipping.data, undefined, 'payment');
}
