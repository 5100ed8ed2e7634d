// The order itself (docs/product/shop-and-payments.md), in ONE write transaction under the payment's lock, so the
// same intent sent twice, even at the same moment, makes one order: the second call finds the
// payment's order_id and answers that order. Stock is taken line by line with a conditional
// UPDATE (never below zero, under any concurrency) as the LAST statements before the commit, so
// a product's row is locked only from its UPDATE to the commit: on PostgreSQL a rush of buyers
// queues on that row for two round trips each, not for the whole order's writes. When a line
// cannot be taken at the end, the transaction is rolled back whole (order, items, cart, units
// taken) and the payment is then decided refunded in a second one under the same lock. Either
// way nothing is sold that was not paid for and no one can retry the payment into an order.
// Before all that, a cart already beyond the stock when read (most buyers of a sell-out, since
// orders are placed a few at a time: checkout-gate.ts) is decided refunded by one conditional
// write, with no transaction, lock or order written at all; the same write decides the waiting
// checkouts whose carts are beyond the stock too (sold-out-sweep.command.ts).
import type { Insertable } from 'kysely';
import { SHOP_ERRORS, type ShippingFields } from '@clanhall/shared';
import type { OrdersTable } from '../../../db/schema.js';
import { writeTransaction, type WriteTransaction } from '../../../db/write-transaction.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import { appSlot } from '../../../services/app-state.js';
import type { Services } from '../../../services.js';
import { parseSnapshot, type PricedCart } from './cart-total.js';
import { deleteCartLines, deleteCartLinesOf, insertOrderItems, insertOrderUnlessNumberTaken, takeStock } from './checkout.repository.js';
import type { OrderItemRow, OrderRow } from '../../../db/rows.js';
import { createGate, type Gate } from './checkout-gate.js';
import { newOrderNumber } from './order-number.js';
import { judgeOrderCart, readOrderCart, soldOutAsRead, type OrderCartInput } from './order-cart.js';
import { lockPayment, updatePaymentFrom, type PaymentRow } from '../payments/payments.repository.js';
import { decideSoldOutWithWaiting, soldOutValues, undecided, UNREFUNDED, type Waiter } from './sold-out-sweep.command.js';
import { paymentRequired } from '../payments/payment-required.js';

export interface PlaceOrderInput extends OrderCartInput {
  user: { id: number; username: string };
  payment: PaymentRow;
  shipping: ShippingFields;
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
  const decided = await updatePaymentFrom(trx, payment.id, UNREFUNDED, soldOutValues(services));
  return { kind: 'sold-out', payment: decided ?? payment };
}

/**
 * Before the order's transaction, without a lock: the sold-out decision when the cart read is
 * already beyond the stock (or a product paid for is off sale), by one write conditional on the
 * payment being unrefunded and without an order, which also decides the waiting checkouts
 * whose carts are beyond it too (sold-out-sweep.command.ts). Undefined when the cart may still sell, or
 * when the payment changed meanwhile: the transaction then decides, under the lock.
 */
async function soldOutEarly(services: Services, input: PlaceOrderInput, waiting: Set<Waiter>): Promise<PlaceOrderResult | undefined> {
  const { payment } = input;
  if (!undecided(payment)) return undefined;
  const snapshot = parseSnapshot(payment.cart_snapshot);
  const cart = await readOrderCart(services.db.kysely, input, snapshot);
  if (!soldOutAsRead(cart, snapshot, payment, input)) return undefined;
  const decided = await decideSoldOutWithWaiting(services, payment, waiting);
  return decided ? { kind: 'sold-out', payment: decided } : undefined;
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

/** An app's turns, and the checkouts waiting for one (one per app: tests build several in one process). */
interface Turns {
  gate: Gate;
  waiting: Set<Waiter>;
}
const turnsSlot = appSlot((): Turns => ({ gate: createGate(), waiting: new Set() }));

/**
 * The order, or why not; in turns with the app's other orders (checkout-gate.ts). A checkout
 * still waiting may be answered sold out by another's sweep (sold-out-sweep.command.ts); its turn then
 * passes at once.
 */
export function placeOrder(services: Services, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { gate, waiting } = services.appState.get(turnsSlot);
  return new Promise<PlaceOrderResult>((resolve, reject) => {
    const waiter: Waiter = { input, answer: (payment) => resolve({ kind: 'sold-out', payment }) };
    waiting.add(waiter);
    gate
      .run(async (): Promise<PlaceOrderResult> => {
        waiting.delete(waiter);
        const swept = await waiter.claimed;
        if (swept) return { kind: 'sold-out', payment: swept };
        const early = await soldOutEarly(services, input, waiting);
        if (early) return early;
        try {
          return await createOrder(services, input);
        } catch (error) {
          if (error instanceof SoldOut) return decideSoldOut(services, input.payment);
          throw error;
        }
      })
      // A promise settles once: for a waiter a sweep answered, this is a no-op.
      .then(resolve, reject);
  });
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
      const cart = await readOrderCart(trx, input, snapshot, services.db.dialect);
      if (judgeOrderCart(cart, snapshot, payment, input) === 'sold-out') return soldOutIn(trx, services, payment);

      const address = JSON.stringify({ name: shipping.name, address: shipping.address, city: shipping.city, country: shipping.country, postal_code: shipping.postalCode });
      const order = await insertOrderWithNumber(trx, services.clock.now(), {
        user_id: user.id,
        username: user.username,
        total_cents: cart.totalCents,
        item_count: cart.units,
        status: 'processing',
        payment_status: 'paid',
        // The provider's mode: it has just said this intent succeeded, and a Stripe key sees
        // only the intents of its own mode.
        payment_mode: services.payments.mode,
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
      await updatePaymentFrom(trx, payment.id, UNREFUNDED, { status: 'succeeded', order_id: order.id, updated_at: now });
      if (input.from === 'payment') await deleteCartLinesOf(trx, user.id, cart.lines.map((line) => line.productId));
      else await deleteCartLines(trx, user.id, cart.lines.map((line) => line.lineId));
      await takeAllStock(trx, cart, now);
      return { kind: 'created', order, items, productIds: cart.lines.map((line) => line.productId) };
    },
  );
}
