// POST /api/shop/checkout (docs/product/shop-and-payments.md): only a paid, unused intent of the caller's, for
// exactly the cart's total, becomes an order, once; stock, cart, payment and mail follow.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_ERRORS } from '@clanhall/shared';
import { sql } from '../../db/kysely.js';
import type { MailMessage, Mailer } from '../../services/mailer.js';
import { buildTestApp, createUser, type TestApp } from '../../test/build-test-app.js';
import { SHIPPING, createIntent, paymentRow, payForCart, postCheckout, seedProduct, setCartLine, stockOf } from './checkout-fixtures.js';

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: (message) => void sent.push(message), idle: async () => {}, close: async () => {} };
}

describe('checkout', () => {
  let t: TestApp;
  const mailer = recordingMailer();

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { mailer } });
  });
  afterAll(() => t.close());

  const countOrders = async (userId: number) =>
    (await t.services.db.kysely.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;
  const cartOf = (userId: number) => t.services.db.kysely.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', userId).execute();

  /** A member with a two-line cart (one at a sale price), paid. */
  async function paidBuyer() {
    const buyer = await createUser(t.app);
    const horn = await seedProduct(t.app, { name: 'Drinking horn', description: 'Ox horn, silver rim', priceCents: 3500, salePriceCents: 2800, stock: 10 });
    const brooch = await seedProduct(t.app, { name: 'Ring brooch', description: null, priceCents: 1999, stock: 4 });
    await setCartLine(t.app, buyer.id, horn.id, 2);
    await setCartLine(t.app, buyer.id, brooch.id, 1);
    const total = 2 * 2800 + 1999;
    const intentId = await payForCart(t.app, buyer, total);
    return { buyer, horn, brooch, total, intentId };
  }

  it('makes the order from a paid intent: items copied, stock taken, cart emptied, payment used, events and mail', async () => {
    const { buyer, horn, brooch, intentId } = await paidBuyer();
    const emitted: string[] = [];
    const spy = vi.spyOn(t.services.events, 'emit').mockImplementation((name) => void emitted.push(name));
    const mailsBefore = mailer.sent.length;

    const res = await postCheckout(t.app, buyer, intentId, { items: [{ product_id: horn.id, quantity: 2 }, { product_id: brooch.id, quantity: 1, name: 'ignored' }] });
    spy.mockRestore();
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toEqual({
      id: expect.any(Number),
      order_number: expect.stringMatching(/^CH-\d{8}-[0-9A-HJKMNP-TV-Z]{8}$/),
      user_id: buyer.id,
      username: buyer.username,
      total: 75.99,
      total_amount: 75.99,
      status: 'processing',
      payment_status: 'paid',
      // The built-in test provider took the payment (docs/product/shop-and-payments.md).
      payment_mode: 'test',
      shipping_address: { name: SHIPPING.name, address: SHIPPING.address, city: SHIPPING.city, country: SHIPPING.country, postal_code: SHIPPING.postalCode },
      billing_address: { name: SHIPPING.name, address: SHIPPING.address, city: SHIPPING.city, country: SHIPPING.country, postal_code: SHIPPING.postalCode },
      item_count: 3,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      items: [
        { id: expect.any(Number), order_id: order.id, product_id: horn.id, name: 'Drinking horn', description: 'Ox horn, silver rim', price: 28, quantity: 2, status: 'pending' },
        { id: expect.any(Number), order_id: order.id, product_id: brooch.id, name: 'Ring brooch', description: null, price: 19.99, quantity: 1, status: 'pending' },
      ],
    });
    expect(await stockOf(t.app, horn.id)).toBe(8);
    expect(await stockOf(t.app, brooch.id)).toBe(3);
    expect(await cartOf(buyer.id)).toEqual([]);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'succeeded', order_id: order.id });
    expect(emitted).toEqual(['catalogue.written', 'cart.changed', 'order.written']);

    // One confirmation mail, to the account's own address (never the shipping form's), naming
    // the order, its items and total.
    expect(mailer.sent.length).toBe(mailsBefore + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(`[Clanhall] Order ${order.order_number} confirmed`);
    for (const text of [order.order_number, '2 x Drinking horn at $28.00 = $56.00', '1 x Ring brooch at $19.99 = $19.99', 'Total: $75.99', SHIPPING.address]) {
      expect(mail.text).toContain(text);
    }

    // The member's order history shows it.
    const history = await t.app.inject({ method: 'GET', url: '/api/shop/orders', headers: buyer.auth });
    expect(history.json().orders).toEqual([order]);
  });

  it('answers the same order (200) when the same intent comes again, one after another or all at once, and mails once', async () => {
    const { buyer, horn, intentId } = await paidBuyer();
    const first = await postCheckout(t.app, buyer, intentId);
    expect(first.statusCode).toBe(201);
    const mails = mailer.sent.length;
    const again = await postCheckout(t.app, buyer, intentId);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(first.json().order);

    const second = await paidBuyer();
    const burst = await Promise.all(Array.from({ length: 5 }, () => postCheckout(t.app, second.buyer, second.intentId)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.json().order.id)).size).toBe(1);
    expect(await countOrders(second.buyer.id)).toBe(1);
    expect(await stockOf(t.app, second.horn.id)).toBe(8);
    expect(await countOrders(buyer.id)).toBe(1);
    expect(await stockOf(t.app, horn.id)).toBe(8);
    expect(mailer.sent.length).toBe(mails + 1);
  });

  it('refuses with 409 an intent already used when it comes again for a different cart, and makes no second order', async () => {
    const { buyer, horn, brooch, intentId } = await paidBuyer();
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(201);
    const other = await seedProduct(t.app, { name: 'Drinking horn stand', priceCents: 1500, stock: 4 });
    // The items sent name another cart; then the cart itself holds another one.
    const named = await postCheckout(t.app, buyer, intentId, { items: [{ product_id: other.id, quantity: 1 }] });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toEqual({ error: SHOP_ERRORS.paymentUsed });
    await setCartLine(t.app, buyer.id, other.id, 1);
    const held = await postCheckout(t.app, buyer, intentId);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ error: SHOP_ERRORS.paymentUsed });
    // The cart it paid for, named again, is a retry: the same order.
    const retry = await postCheckout(t.app, buyer, intentId, {
      items: [
        { product_id: brooch.id, quantity: 1 },
        { product_id: horn.id, quantity: 2 },
      ],
    });
    expect(retry.statusCode).toBe(200);
    expect(await countOrders(buyer.id)).toBe(1);
    expect(await stockOf(t.app, other.id)).toBe(4);
  });

  it('answers a retry with the order made from the cart at checkout, even when that cart differed from the one the intent was made for at the same total', async () => {
    const { buyer, horn, brooch, total, intentId } = await paidBuyer();
    const chest = await seedProduct(t.app, { name: 'Oak chest', priceCents: total, stock: 2 });
    await setCartLine(t.app, buyer.id, horn.id, 0);
    await setCartLine(t.app, buyer.id, brooch.id, 0);
    await setCartLine(t.app, buyer.id, chest.id, 1);
    const items = [{ product_id: chest.id, quantity: 1 }];
    const first = await postCheckout(t.app, buyer, intentId, { items });
    expect(first.statusCode).toBe(201);
    expect(first.json().order.items.map((item: { name: string }) => item.name)).toEqual(['Oak chest']);
    const retry = await postCheckout(t.app, buyer, intentId, { items });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.id).toBe(first.json().order.id);
  });

  it("refuses someone else's intent with 409 and makes no order", async () => {
    const { intentId } = await paidBuyer();
    const thief = await createUser(t.app);
    const res = await postCheckout(t.app, thief, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.paymentNotYours });
    expect(await countOrders(thief.id)).toBe(0);
    expect((await paymentRow(t.app, intentId)).order_id).toBeNull();
  });

  it('refuses an intent that was never paid with 402', async () => {
    const buyer = await createUser(t.app);
    const product = await seedProduct(t.app, { priceCents: 500 });
    await setCartLine(t.app, buyer.id, product.id, 1);
    const intent = await createIntent(t.app, buyer, { amount: 500 });
    const res = await postCheckout(t.app, buyer, intent.json().paymentIntentId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.paymentNotSucceeded });
    expect(await countOrders(buyer.id)).toBe(0);
    expect(await stockOf(t.app, product.id)).toBe(10);
  });

  it('refuses an intent the app never made with 404', async () => {
    const buyer = await createUser(t.app);
    const res = await postCheckout(t.app, buyer, 'pi_test_made_up');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.paymentNotFound });
  });

  it('refuses with 409 when the cart no longer totals what was paid (a line added, a price changed, other items)', async () => {
    const { buyer, horn, brooch, intentId } = await paidBuyer();
    const extra = await seedProduct(t.app, { priceCents: 100 });
    await setCartLine(t.app, buyer.id, extra.id, 1);
    const added = await postCheckout(t.app, buyer, intentId);
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ error: SHOP_ERRORS.cartChanged });
    await setCartLine(t.app, buyer.id, extra.id, 0);

    await t.services.db.kysely.updateTable('products').set({ sale_price_cents: 2700 }).where('id', '=', horn.id).execute();
    const repriced = await postCheckout(t.app, buyer, intentId);
    expect(repriced.statusCode).toBe(409);
    await t.services.db.kysely.updateTable('products').set({ sale_price_cents: 2800 }).where('id', '=', horn.id).execute();

    const otherItems = await postCheckout(t.app, buyer, intentId, { items: [{ product_id: horn.id, quantity: 3 }, { product_id: brooch.id, quantity: 1 }] });
    expect(otherItems.statusCode).toBe(409);
    expect(otherItems.json()).toEqual({ error: SHOP_ERRORS.cartChanged });

    expect(await countOrders(buyer.id)).toBe(0);
    expect(await stockOf(t.app, horn.id)).toBe(10);
    // The payment is still there to finish with the cart as it was paid.
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(201);
  });

  it('refunds and answers 409 when stock ran out while the member paid; nothing is taken, the cart stays', async () => {
    const { buyer, horn, brooch, intentId } = await paidBuyer();
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', brooch.id).execute();
    const res = await postCheckout(t.app, buyer, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.soldOutRefunded });
    expect(await stockOf(t.app, horn.id)).toBe(10);
    expect(await countOrders(buyer.id)).toBe(0);
    expect(await cartOf(buyer.id)).toHaveLength(2);
    const payment = await paymentRow(t.app, intentId);
    expect(payment).toMatchObject({ status: 'refunded', order_id: null, failure_message: SHOP_ERRORS.soldOutRefunded, refunded_at: expect.any(String) });
    const intent = await t.services.db.kysely.selectFrom('test_payment_intents').select('refunded').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.refunded).toBe(1);

    // Stock back or not, a refunded payment never becomes an order.
    await t.services.db.kysely.updateTable('products').set({ stock_quantity: 5 }).where('id', '=', brooch.id).execute();
    const again = await postCheckout(t.app, buyer, intentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SHOP_ERRORS.paymentRefunded });
    expect(await countOrders(buyer.id)).toBe(0);
  });

  it('rolls the whole order back when a line is sold out between the cart read and the stock UPDATE', async () => {
    const { buyer, horn, brooch, intentId } = await paidBuyer();
    // Another buyer takes the last brooch inside this very transaction, after the order's rows
    // are written and before its stock is taken: the stale-read path that only a rush reaches.
    const db = t.services.db.kysely;
    const steal = sql.raw(`UPDATE products SET stock_quantity = 0 WHERE id = ${brooch.id}`);
    if (t.services.db.dialect === 'sqlite') {
      await sql`CREATE TRIGGER steal_last_brooch AFTER INSERT ON order_items BEGIN ${steal}; END`.execute(db);
    } else {
      await sql`CREATE FUNCTION steal_last_brooch() RETURNS trigger AS $$ BEGIN ${steal}; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER steal_last_brooch AFTER INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION steal_last_brooch()`.execute(db);
    }
    try {
      const res = await postCheckout(t.app, buyer, intentId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: SHOP_ERRORS.soldOutRefunded });
    } finally {
      if (t.services.db.dialect === 'sqlite') await sql`DROP TRIGGER steal_last_brooch`.execute(db);
      else await sql`DROP FUNCTION steal_last_brooch CASCADE`.execute(db);
    }
    // The horns taken first went back with the rest: no order, no item, the cart as it was.
    expect(await stockOf(t.app, horn.id)).toBe(10);
    expect(await stockOf(t.app, brooch.id)).toBe(4);
    expect(await countOrders(buyer.id)).toBe(0);
    expect(await db.selectFrom('order_items').select('id').where('product_id', 'in', [horn.id, brooch.id]).execute()).toHaveLength(0);
    expect(await cartOf(buyer.id)).toHaveLength(2);
    expect(await paymentRow(t.app, intentId)).toMatchObject({ status: 'refunded', order_id: null, refunded_at: expect.any(String) });
  });

  it('refunds when a product paid for was taken off sale meanwhile', async () => {
    const { buyer, horn, intentId } = await paidBuyer();
    await t.services.db.kysely.updateTable('products').set({ is_active: 0 }).where('id', '=', horn.id).execute();
    const res = await postCheckout(t.app, buyer, intentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SHOP_ERRORS.soldOutRefunded });
    expect((await paymentRow(t.app, intentId)).status).toBe('refunded');
  });

  it.each([
    ['no payment_intent_id', { payment_intent_id: undefined }, 'payment_intent_id is required'],
    ['no name', { name: '' }, 'Name is required'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no postal code', { postalCode: undefined }, 'Postal code is required'],
    ['items that are not a list', { items: 'all' }, 'items'],
  ])('refuses %s with 400 naming the field', async (_label, change, message) => {
    const buyer = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/checkout', headers: buyer.auth, payload: { ...SHIPPING, payment_intent_id: 'pi_x', ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/checkout', payload: { ...SHIPPING, payment_intent_id: 'pi_x' } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the order, with the username, when the member deletes their account', async () => {
    const { buyer, intentId } = await paidBuyer();
    const { order } = (await postCheckout(t.app, buyer, intentId)).json();
    await t.services.db.kysely.deleteFrom('users').where('id', '=', buyer.id).execute();
    const row = await t.services.db.kysely.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, username: buyer.username });
  });
});
