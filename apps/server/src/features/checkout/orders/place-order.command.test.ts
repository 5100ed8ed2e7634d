// placeOrder's sold-out decision before the order's transaction (place-order.command.ts): a cart read
// beyond the stock is refunded by one conditional write, and that write never touches a payment
// another call has meanwhile turned into an order, however stale the caller's copy of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import { SHIPPING, paymentRow, payForCart, postCheckout, seedProduct, setCartLine } from '../checkout-fixtures.js';
import { placeOrder } from './place-order.command.js';
import { decideSoldOutWithWaiting, type Waiter } from './sold-out-sweep.command.js';

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

  it('decides the waiting checkouts whose carts are beyond the stock with the one that found the sell-out, and leaves the others to their turns', async () => {
    const found = await paidForLantern(3);
    const lantern = found.lantern;
    // Three more members paid for the same lantern, and one for a lantern still in stock.
    const behind = await Promise.all(
      [0, 1, 2].map(async () => {
        const buyer = await createUser(t.app);
        await setCartLine(t.app, buyer.id, lantern.id, 1);
        const intentId = await payForCart(t.app, buyer, 4200);
        return { buyer, intentId, payment: await paymentRow(t.app, intentId) };
      }),
    );
    const stillSells = await paidForLantern(5);
    // The lantern sells out while they all wait.
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', lantern.id).execute();

    const answers = new Map<number, unknown>();
    const waiterOf = (who: { buyer: { id: number; username: string }; payment: Awaited<ReturnType<typeof paymentRow>> }, from?: 'payment') => ({
      input: { ...input(who.buyer, who.payment), ...(from ? { from } : {}) },
      answer: (payment: unknown) => answers.set(who.buyer.id, payment),
    });
    const swept = behind.slice(0, 2).map((who) => waiterOf(who));
    const finishing = waiterOf(behind[2]!, 'payment');
    const selling = waiterOf(stillSells);
    const waiting = new Set<Waiter>([swept[0]!, selling, finishing, swept[1]!]);

    const decided = await decideSoldOutWithWaiting(t.services, found.payment, waiting);
    expect(decided).toMatchObject({ id: found.payment.id, status: 'refunded', order_id: null, failure_message: SHOP_ERRORS.soldOutRefunded });
    // Answered at once, refunded, out of the queue; their turns find the answer waiting.
    for (const [i, waiter] of swept.entries()) {
      expect(answers.get(behind[i]!.buyer.id)).toMatchObject({ id: behind[i]!.payment.id, status: 'refunded' });
      expect(await (waiter as Waiter).claimed).toMatchObject({ id: behind[i]!.payment.id });
      expect(await paymentRow(t.app, behind[i]!.intentId)).toMatchObject({ status: 'refunded', order_id: null, failure_message: SHOP_ERRORS.soldOutRefunded });
    }
    // A cart that still sells is judged again in its own turn; finishing a payment is never swept.
    expect(answers.has(stillSells.buyer.id)).toBe(false);
    expect(await (selling as Waiter).claimed).toBeUndefined();
    expect(await paymentRow(t.app, stillSells.intentId)).toMatchObject({ status: 'succeeded' });
    expect(answers.has(behind[2]!.buyer.id)).toBe(false);
    expect([...waiting]).toEqual([finishing]);
    expect(await paymentRow(t.app, behind[2]!.intentId)).toMatchObject({ status: 'succeeded' });
  });

  it('answers every checkout of a sell-out placed at once: one order per unit, the rest refunded, none twice', async () => {
    const lantern = await seedProduct(t.app, { name: 'Last lanterns', priceCents: 4200, stock: 2 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const buyer = await createUser(t.app);
        await setCartLine(t.app, buyer.id, lantern.id, 1);
        const intentId = await payForCart(t.app, buyer, 4200);
        return { buyer, payment: await paymentRow(t.app, intentId) };
      }),
    );
    const results = await Promise.all(buyers.map(({ buyer, payment }) => placeOrder(t.services, input(buyer, payment))));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(2);
    expect(results.filter((r) => r.kind === 'sold-out')).toHaveLength(10);
    const payments = await t.services.db.kysely.selectFrom('payments').select(['status', 'order_id']).where('id', 'in', buyers.map((b) => b.payment.id)).execute();
    expect(payments.filter((p) => p.status === 'refunded' && p.order_id === null)).toHaveLength(10);
    expect(payments.filter((p) => p.status === 'succeeded' && p.order_id !== null)).toHaveLength(2);
    const { stock_quantity } = await t.services.db.kysely.selectFrom('products').select('stock_quantity').where('id', '=', lantern.id).executeTakeFirstOrThrow();
    expect(stock_quantity).toBe(0);
  });

  /** A member who paid for one lantern of `lanternId`, as a waiter recording its answer. */
  async function waitingBuyer(lanternId: number, answers: Map<number, unknown>) {
    const buyer = await createUser(t.app);
    await setCartLine(t.app, buyer.id, lanternId, 1);
    const intentId = await payForCart(t.app, buyer, 4200);
    const payment = await paymentRow(t.app, intentId);
    const waiter: Waiter = { input: input(buyer, payment), answer: (row) => answers.set(payment.id, row) };
    return { buyer, intentId, payment, waiter };
  }

  it('judges a payment sent twice once: the copy waiting behind is left to its turn', async () => {
    const found = await paidForLantern(2);
    const answers = new Map<number, unknown>();
    const other = await waitingBuyer(found.lantern.id, answers);
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', found.lantern.id).execute();
    const sameAsSweeper: Waiter = { input: input(found.buyer, found.payment), answer: (row) => answers.set(-1, row) };
    const otherAgain: Waiter = { input: input(other.buyer, other.payment), answer: (row) => answers.set(-2, row) };
    const waiting = new Set<Waiter>([sameAsSweeper, other.waiter, otherAgain]);

    expect(await decideSoldOutWithWaiting(t.services, found.payment, waiting)).toMatchObject({ id: found.payment.id, status: 'refunded' });
    expect([...answers.keys()]).toEqual([other.payment.id]);
    expect([...waiting]).toEqual([sameAsSweeper, otherAgain]);
  });

  it('leaves every claimed waiter to its own turn when the sweep cannot read, and says why to the one that found the sell-out', async () => {
    const found = await paidForLantern(2);
    const answers = new Map<number, unknown>();
    const behind = await waitingBuyer(found.lantern.id, answers);
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', found.lantern.id).execute();
    const waiting = new Set<Waiter>([behind.waiter]);
    const kysely = t.services.db.kysely;
    const failing = new Proxy(kysely, {
      get: (target, prop, receiver) =>
        prop === 'selectFrom'
          ? () => {
              throw new Error('connection lost');
            }
          : Reflect.get(target, prop, receiver),
    });
    const services = { ...t.services, db: { ...t.services.db, kysely: failing } };

    await expect(decideSoldOutWithWaiting(services, found.payment, waiting)).rejects.toThrow('connection lost');
    expect(await behind.waiter.claimed).toBeUndefined();
    expect(answers.size).toBe(0);
    expect(await paymentRow(t.app, behind.intentId)).toMatchObject({ status: 'succeeded', order_id: null });
    expect(await paymentRow(t.app, found.intentId)).toMatchObject({ status: 'succeeded', order_id: null });
  });
});

