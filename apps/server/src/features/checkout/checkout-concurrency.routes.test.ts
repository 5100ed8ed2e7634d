// docs/product/shop-and-payments.md: stock never goes below zero under any concurrency, and a buyer who paid for
// what sold out meanwhile is refunded (409), on SQLite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../test/build-test-app.js';
import { payForCart, postCheckout, seedProduct, setCartLine, stockOf } from './checkout-fixtures.js';

describe('checkouts racing for the last units', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('five buyers paying at once for the last three units make exactly three orders; two are refunded', async () => {
    // Each cart also holds a plentiful product, bought first (lower id): a refused checkout must
    // put back what it had already taken.
    const candles = await seedProduct(t.app, { name: 'Beeswax candles', priceCents: 800, stock: 100 });
    const harp = await seedProduct(t.app, { name: 'Small harp', priceCents: 24000, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)));
    const intents: string[] = [];
    for (const buyer of buyers) {
      await setCartLine(t.app, buyer.id, candles.id, 2);
      await setCartLine(t.app, buyer.id, harp.id, 1);
      intents.push(await payForCart(t.app, buyer, 2 * 800 + 24000));
    }

    const answers = await Promise.all(buyers.map((buyer, i) => postCheckout(t.app, buyer, intents[i]!)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual({ error: SHOP_ERRORS.soldOutRefunded });

    expect(await stockOf(t.app, harp.id)).toBe(0);
    expect(await stockOf(t.app, candles.id)).toBe(100 - 3 * 2);
    const db = t.services.db.kysely;
    const orders = await db.selectFrom('orders').select(['id', 'user_id']).where('user_id', 'in', buyers.map((b) => b.id)).execute();
    expect(orders).toHaveLength(3);
    const payments = await db.selectFrom('payments').selectAll().where('intent_id', 'in', intents).execute();
    expect(payments.filter((p) => p.status === 'succeeded' && p.order_id !== null)).toHaveLength(3);
    expect(payments.filter((p) => p.status === 'refunded' && p.order_id === null && p.refunded_at !== null)).toHaveLength(2);
    const refundedAtProvider = await db.selectFrom('test_payment_intents').select('id').where('id', 'in', intents).where('refunded', '=', 1).execute();
    expect(refundedAtProvider).toHaveLength(2);
    // The two refused buyers keep their carts; the three others' are empty.
    const carts = await db.selectFrom('cart_items').select('user_id').where('user_id', 'in', buyers.map((b) => b.id)).execute();
    expect(new Set(carts.map((c) => c.user_id)).size).toBe(2);
  });

  it('never takes stock below zero when many buyers race for one unit each', async () => {
    const torc = await seedProduct(t.app, { name: 'Silver torc', priceCents: 9900, stock: 4 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
    const intents: string[] = [];
    for (const buyer of buyers) {
      await setCartLine(t.app, buyer.id, torc.id, 1);
      intents.push(await payForCart(t.app, buyer, 9900));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => postCheckout(t.app, buyer, intents[i]!)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(await stockOf(t.app, torc.id)).toBe(0);
  });
});
