// The order confirmation through a real SMTP server on 127.0.0.1 (platform.md §5: "an order
// confirmation mail goes to the member once, when SMTP is configured").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';
import { SHIPPING, payForCart, postCheckout, seedProduct, setCartLine } from '../checkout-fixtures.js';

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

  it('mails the order to the shipping address once, however often the checkout is repeated', async () => {
    const buyer = await createUser(t.app);
    const quern = await seedProduct(t.app, { name: 'Hand quern', priceCents: 8900, stock: 3 });
    await setCartLine(t.app, buyer.id, quern.id, 2);
    const intentId = await payForCart(t.app, buyer, 17800);
    const first = await postCheckout(t.app, buyer, intentId);
    expect(first.statusCode).toBe(201);
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(200);
    expect((await postCheckout(t.app, buyer, intentId)).statusCode).toBe(200);
    await t.services.mailer.idle();

    expect(received).toHaveLength(1);
    const { order } = first.json();
    expect(received[0]!.to).toEqual([SHIPPING.email]);
    expect(received[0]!.raw).toMatch(new RegExp(`^Subject: \\[Hall of Tests\\] Order ${order.order_number} confirmed`, 'm'));
    for (const text of ['2 x Hand quern at $89.00 = $178.00', 'Total: $178.00', SHIPPING.city]) expect(received[0]!.raw).toContain(text);
  });
});
