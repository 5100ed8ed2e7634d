// The order confirmation a member receives once, when their order is made (platform.md §5),
// through the queued mailer: the answer never waits for SMTP, and without SMTP settings
// nothing is sent.
import { SITE_DEFAULTS, formatMoney, type OrderWithItems } from '@clanhall/shared';
import type { Services } from '../../../services.js';

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
    ].join('\n'),
  };
}

export async function sendOrderConfirmation(services: Services, order: OrderWithItems, to: string): Promise<void> {
  const siteName = (await services.settings.value('site_name')).trim() || SITE_DEFAULTS.site_name;
  services.mailer.send({ to, ...composeOrderMail(siteName, order), context: { orderId: order.id } });
}
