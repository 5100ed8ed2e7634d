// The order confirmation through a real SMTP server on 127.0.0.1 (docs/product/shop-and-payments.md: "an order
// confirmation mail goes to the member once, when SMTP is configured", "goes to the account's
// own email, never to an address typed into the shipping form", and "the order mail says it"
// when the payment was a test one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MAIL_TEXTS, type OrderWithItems } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';
import { SHIPPING, payForCart, postCheckout, seedProduct, setCartLine } from '../checkout-fixtures.js';
import { composeOrderMail } from './order-mail.js';

describe('order confirmation mail', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let received: SmtpCapture['received'];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    received = smtp.received;
    t = await buildTestApp();
    const admin = await createUser(t.app, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { site_name: 'Hall of Tests', contact_email: 'keeper@clanhall.test', smtp_config: smtp.smtpConfig },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails the order to the account's own email once, however often the checkout is repeated, never to the shipping form's", async () => {
    const buyer = await createUser(t.app);
    const quern = await seedProduct(t.app, { name: 'Hand quern', priceCents: 8900, stock: 3 });
    await setCartLine(t.app, buyer.id, quern.id, 2);
    const intentId = await payForCart(t.app, buyer, 17800);
    const typed = 'someone-else@elsewhere.test';
    const first = await postCheckout(t.app, buyer, intentId, { email: typed });
    expect(first.statusCode).toBe(201);
    expect((await postCheckout(t.app, buyer, intentId, { email: typed })).statusCode).toBe(200);
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(200);
    await t.services.mailer.idle();

    expect(received).toHaveLength(1);
    const { order } = first.json();
    expect(received[0]!.to).toEqual([buyer.email]);
    expect(received[0]!.raw).not.toContain(typed);
    expect(received[0]!.raw).not.toContain(SHIPPING.email);
    expect(received[0]!.raw).toMatch(new RegExp(`^Subject: \\[Hall of Tests\\] Order ${order.order_number} confirmed`, 'm'));
    for (const text of ['2 x Hand quern at $89.00 = $178.00', 'Total: $178.00', SHIPPING.city, ORDER_MAIL_TEXTS.testPayment]) {
      expect(received[0]!.raw).toContain(text);
    }
  });

  it("reads the account's email when it sends: an address changed since the payment is the one mailed", async () => {
    const buyer = await createUser(t.app);
    const ware = await seedProduct(t.app, { priceCents: 1200 });
    await setCartLine(t.app, buyer.id, ware.id, 1);
    const intentId = await payForCart(t.app, buyer, 1200);
    const changed = `moved-${buyer.username}@clanhall.test`;
    await t.services.db.kysely.updateTable('users').set({ email: changed }).where('id', '=', buyer.id).execute();
    const before = received.length;
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(201);
    await t.services.mailer.idle();
    expect(received.slice(before).map((mail) => mail.to)).toEqual([[changed]]);
  });

  it('says a test payment made no real charge, and says nothing of the kind for a live one', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const order: OrderWithItems = {
      id: 1,
      order_number: 'CH-1',
      user_id: 1,
      username: 'aoife',
      total: 12,
      total_amount: 12,
      status: 'processing',
      payment_status: 'paid',
      payment_mode: 'live',
      shipping_address: 'Galway',
      billing_address: 'Galway',
      item_count: 1,
      created_at: at,
      updated_at: at,
      items: [{ id: 1, order_id: 1, product_id: 1, name: 'Horn', description: null, price: 12, quantity: 1, status: 'pending' }],
    };
    const test = composeOrderMail('Hall', { ...order, payment_mode: 'test' });
    const live = composeOrderMail('Hall', order);
    expect(test.text).toContain(ORDER_MAIL_TEXTS.testPayment);
    expect(live.text).not.toContain(ORDER_MAIL_TEXTS.testPayment);
    expect(live.text).not.toMatch(/test/i);
  });
});
