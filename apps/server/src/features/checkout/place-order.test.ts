// placeOrder's sold-out decision before the order's transaction (place-order.ts): a cart read
// beyond the stock is refunded by one conditional write, and that write never touches a payment
// another call has meanwhile turned into an order, however stale the caller's copy of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../test/build-test-app.js';
import { SHIPPING, paymentRow, payForCart, postCheckout, seedProduct, setCartLine } from './checkout-fixtures.js';
import { placeOrder } from './place-order.js';

describe('placing an order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A member who paid for one lantern (of `stock`), and the payment's row as read then. */
  async function paidForLantern(stock: number) {
    const buyer = await createUser(t.app);
    const lantern = await seedProduct(t.app, { name: 'Storm lantern', description: 'Brass', priceCents: 4200, stock });
    await setCartLine(t.app, buyer.id, lantern.id, 1);
    const intentId = await payForCart(t.app, buyer, 4200);
    return { buyer, lantern, intentId, payment: await paymentRow(t.app, intentId) };
  }

  const input = (buyer: { id: number; username: string }, payment: Awaited<ReturnType<typeof paymentRow>>) => ({
    user: { id: buyer.id, username: buyer.username },
    payment,
    paidCents: 4200,
    shipping: SHIPPING,
  });

  it('refunds a cart already beyond the stock without writing an order', async () => {
    const { buyer, lantern, payment } = await paidForLantern(1);
    // Sold to someone else while this member paid.
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', lantern.id).execute();
    const result = await placeOrder(t.services, input(buyer, payment));
    expect(result).toMatchObject({ kind: 'sold-out', payment: { id: payment.id, status: 'refunded', order_id: null, failure_message: SHOP_ERRORS.soldOutRefunded } });
    const orders = await t.services.db.kysely.selectFrom('order_items').select('id').where('product_id', '=', lantern.id).execute();
    expect(orders).toHaveLength(0);
  });

  it('answers the order another call made of the payment, never refunding it, even from a stale copy', async () => {
    const { buyer, lantern, intentId, payment: stale } = await paidForLantern(1);
    const made = await postCheckout(t.app, buyer, intentId);
    expect(made.statusCode).toBe(201);
    // Now the lantern is gone and the member has one in the cart again: read without the lock,
    // this call's cart is beyond the stock, and its copy of the payment still has no order.
    await setCartLine(t.app, buyer.id, lantern.id, 1);
    expect(stale.order_id).toBeNull();
    const result = await placeOrder(t.services, input(buyer, stale));
    expect(result).toEqual({ kind: 'existing', orderId: made.json().order.id });
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'succeeded', order_id: made.json().order.id, refunded_at: null });
  });

  it('leaves the decision to the transaction when its copy of the payment cannot be decided early, and refunds a cart beyond the stock there', async () => {
    const { buyer, lantern, intentId, payment } = await paidForLantern(1);
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', lantern.id).execute();
    // A copy that says cancelled is never decided early; under the lock the row says paid.
    const result = await placeOrder(t.services, input(buyer, { ...payment, status: 'canceled' }));
    expect(result).toMatchObject({ kind: 'sold-out', payment: { id: payment.id, status: 'refunded', order_id: null } });
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'refunded', failure_message: SHOP_ERRORS.soldOutRefunded });
  });
});
