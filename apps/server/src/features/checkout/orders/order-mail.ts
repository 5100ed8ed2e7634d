// The order confirmation a member receives once, when their order is made (docs/product/shop-and-payments.md),
// through the queued mailer: the answer never waits for SMTP, and without SMTP settings
// nothing is sent. It goes to the account's own email, read when it is sent, never to the
// shipping form's: an address typed there would make the site's mail server send the site's
// words to anyone (a relay). A test payment's mail says that no real charge was made.
import { ORDER_MAIL_TEXTS, SITE_DEFAULTS, formatMoney, type OrderWithItems } from '@clanhall/shared';
import type { Services } from '../../../services.js';
import { findAccountEmail } from './checkout.repository.js';

export function composeOrderMail(siteName: string, order: OrderWithItems) {
  const address = order.shipping_address;
  const shipTo =
    typeof address === 'string' ? [address] : [address.name, address.address, `${address.city} ${address.postal_code}`.trim(), address.country];
  return {
    subject: `[${siteName}] Order ${order.order_number} confirmed`,
    text: [
      `Thank you for your order at ${siteName}.`,
      '',
      `Order number: ${order.order_number}`,
      '',
      'Items:',
      ...order.items.map((item) => `  ${item.quantity} x ${item.name} at ${formatMoney(item.price)} = ${formatMoney(Math.round(item.price * item.quantity * 100) / 100)}`),
      '',
      `Total: ${formatMoney(order.total)}`,
      '',
      'Shipping to:',
      ...shipTo.map((line) => `  ${line}`),
      '',
      ...(order.payment_mode === 'test' ? [ORDER_MAIL_TEXTS.testPayment, ''] : []),
    ].join('\n'),
  };
}

export async function sendOrderConfirmation(services: Services, order: OrderWithItems, userId: number): Promise<void> {
  const [to, siteName] = await Promise.all([findAccountEmail(services.db.kysely, userId), services.settings.value('site_name')]);
  // An account deleted since the order was made has no address to send to.
  if (!to) return;
  services.mailer.send({ to, ...composeOrderMail(siteName.trim() || SITE_DEFAULTS.site_name, order), context: { orderId: order.id } });
}
