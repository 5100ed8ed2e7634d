// The order itself (platform.md §5), in ONE write transaction under the payment's lock, so the
// same intent sent twice, even at the same moment, makes one order: the second call finds the
// payment's order_id and answers that order. Stock is taken line by line with a conditional
// UPDATE (never below zero, under any concurrency) as the LAST statements before the commit, so
// a product's row is locked only from its UPDATE to the commit: on PostgreSQL a rush of buyers
// queues on that row for two round trips each, not for the whole order's writes. A cart already
// beyond the stock when read is decided refunded at once, in the same transaction. When a line
// cannot be taken at the end, the transaction is rolled back whole (order, items, cart, units
// taken) and the payment is then decided refunded in a second one under the same lock. Either
// way nothing is sold that was not paid for and no one can retry the payment into an order.
import type { Insertable } from 'kysely';
import { SHOP_ERRORS, type ShippingFields } from '@clanhall/shared';
import type { OrdersTable } from '../../db/schema.js';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { overStock, parseSnapshot, priceCart, priceSnapshot, sameItems, type PricedCart } from './cart-total.js';
import {
  deleteCartLines,
  deleteCartLinesOf,
  insertOrderItems,
  insertOrderUnlessNumberTaken,
  readCartLines,
  readProducts,
  takeStock,
  type OrderItemRow,
  type OrderRow,
} from './checkout.repository.js';
import { newOrderNumber } from './order-number.js';
import { lockPayment, updatePaymentFrom, type PaymentRow } from './payments.repository.js';
import { paymentRequired } from './payment-required.js';

export interface PlaceOrderInput {
  user: { id: number; username: string };
  payment: PaymentRow;
  /** What the provider says was paid (never what the browser says). */
  paidCents: number;
  shipping: ShippingFields;
  /** The items the member saw, when sent: they must be the server's cart. */
  items?: readonly { product_id: number; quantity: number }[];
  /**
   * 'cart' (checkout): the order is the member's cart now. 'payment' (finishing a payment whose
   * checkout never came): the order is what the payment bought, at the prices paid, whatever
   * the cart holds since; those products' lines leave the cart.
   */
  from?: 'cart' | 'payment';
}

export type PlaceOrderResult =
  | { kind: 'created'; order: OrderRow; items: OrderItemRow[]; productIds: number[] }
  | { kind: 'existing'; orderId: number }
  | { kind: 'sold-out'; payment: PaymentRow };

/** Thrown inside the order's transaction to roll all of it back: a line's units are gone. */
class SoldOut extends Error {}

/** Takes every line's units; throws SoldOut (rolling back what was taken) when one cannot be. */
async function takeAllStock(trx: WriteTransaction, cart: PricedCart, now: string): Promise<void> {
  for (const line of cart.lines) {
    if (!(await takeStock(trx, line.productId, line.quantity, now))) throw new SoldOut();
  }
}

/** Inserts the order under a fresh number, drawing again in the (vanishingly rare) clash. */
async function insertOrderWithNumber(trx: WriteTransaction, now: Date, values: Omit<Insertable<OrdersTable>, 'order_number'>): Promise<OrderRow> {
  for (;;) {
    const order = await insertOrderUnlessNumberTaken(trx, { ...values, order_number: newOrderNumber(now) });
    if (order) return order;
  }
}

/**
 * The payment decided refunded (sold out), in `trx` under the payment's lock: the caller then
 * refunds it with the provider. Nothing about it may have been written in `trx` before.
 */
async function soldOutIn(trx: WriteTransaction, services: Services, payment: PaymentRow): Promise<PlaceOrderResult> {
  const decided = await updatePaymentFrom(trx, payment.id, ['requires_payment', 'failed', 'succeeded'], {
    status: 'refunded',
    refunded_at: null,
    failure_message: SHOP_ERRORS.soldOutRefunded,
    updated_at: services.clock.nowIso(),
  });
  return { kind: 'sold-out', payment: decided ?? payment };
}

/**
 * After a rollback because a line's units went while the order was being written: the payment
 * is decided refunded, under its lock, unless another call with the same intent made the order
 * meanwhile.
 */
function decideSoldOut(services: Services, payment: PaymentRow): Promise<PlaceOrderResult> {
  return writeTransaction(services.db, async (trx): Promise<PlaceOrderResult> => {
    const current = await lockPayment(trx, payment.id, services.db.dialect);
    if (current?.order_id != null) return { kind: 'existing', orderId: current.order_id };
    return soldOutIn(trx, services, current ?? payment);
  });
}

export async function placeOrder(services: Services, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await createOrder(services, input);
  } catch (error) {
    if (error instanceof SoldOut) return decideSoldOut(services, input.payment);
    throw error;
  }
}

function createOrder(services: Services, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { user, shipping } = input;
  return writeTransaction(
    services.db,
    async (trx): Promise<PlaceOrderResult> => {
      const payment = await lockPayment(trx, input.payment.id, services.db.dialect);
      if (!payment) throw notFound(SHOP_ERRORS.paymentNotFound);
      if (payment.order_id !== null) return { kind: 'existing', orderId: payment.order_id };
      if (payment.status === 'refunded') throw conflict(SHOP_ERRORS.paymentRefunded);
      if (payment.status === 'canceled') throw paymentRequired(SHOP_ERRORS.paymentNotSucceeded);

      const now = services.clock.nowIso();
      const snapshot = parseSnapshot(payment.cart_snapshot);
      const fromPayment = input.from === 'payment';
      const cart = fromPayment
        ? priceSnapshot(snapshot, await readProducts(trx, snapshot.map((line) => line.product_id)))
        : priceCart(await readCartLines(trx, user.id, { forUpdate: services.db.dialect }));
      // A product paid for and taken off sale since is as gone as one sold out.
      const paidFor = new Set(snapshot.map((line) => line.product_id));
      // Decided here, before anything is written: in a rush most buyers end here, and deciding
      // in this transaction saves a rollback and a second transaction.
      if (cart.inactiveProductIds.some((id) => paidFor.has(id))) return soldOutIn(trx, services, payment);
      if (input.items && !sameItems(cart, input.items)) throw conflict(SHOP_ERRORS.cartChanged);
      // platform.md §5: the intent must have paid exactly the cart's total.
      if (cart.lines.length === 0 || cart.totalCents !== input.paidCents || cart.totalCents !== payment.amount_cents) {
        throw conflict(SHOP_ERRORS.cartChanged);
      }
      // Already gone when read: no need to write the order only to roll it back. (The read may
      // be stale the other way; the conditional UPDATE at the end decides.)
      if (overStock(cart)) return soldOutIn(trx, services, payment);

      const address = JSON.stringify({ name: shipping.name, address: shipping.address, city: shipping.city, country: shipping.country, postal_code: shipping.postalCode });
      const order = await insertOrderWithNumber(trx, services.clock.now(), {
        user_id: user.id,
        username: user.username,
        total_cents: cart.totalCents,
        item_count: cart.units,
        status: 'processing',
        payment_status: 'paid',
        shipping_address: address,
        billing_address: address,
        created_at: now,
        updated_at: now,
      });
      const items = await insertOrderItems(
        trx,
        cart.lines.map((line) => ({
          order_id: order.id,
          product_id: line.productId,
          name: line.name,
          description: line.description,
          price_cents: line.unitCents,
          quantity: line.quantity,
          status: 'pending' as const,
        })),
      );
      await updatePaymentFrom(trx, payment.id, ['requires_payment', 'failed', 'succeeded'], { status: 'succeeded', order_id: order.id, updated_at: now });
      if (fromPayment) await deleteCartLinesOf(trx, user.id, cart.lines.map((line) => line.productId));
      else await deleteCartLines(trx, user.id, cart.lines.map((line) => line.lineId));
      await takeAllStock(trx, cart, now);
      return { kind: 'created', order, items, productIds: cart.lines.map((line) => line.productId) };
    },
  );
}
