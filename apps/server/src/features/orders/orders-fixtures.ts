// Orders for the orders tests, written as the checkout writes them (its own tests make them
// through the API), minutes apart so the order of a list is known.
import type { OrderStatus, PaymentMode } from '@clanhall/shared';
import type { CreatedUser, TestApp } from '../../test/build-test-app.js';

export interface OrderLine {
  name: string;
  priceCents: number;
  quantity: number;
}

export interface OrderOptions {
  /** An address object, or plain text as older records keep it. */
  address?: unknown;
  paymentMode?: PaymentMode;
  status?: OrderStatus;
  orderNumber?: string;
}

const HEARTH_LANE = { name: 'Aoife', address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91' };

let sequence = 0;

export async function insertOrder(t: TestApp, user: CreatedUser, lines: OrderLine[], options: OrderOptions = {}) {
  const db = t.services.db.kysely;
  const at = new Date(Date.UTC(2026, 0, 1, 0, ++sequence)).toISOString();
  const address = options.address ?? HEARTH_LANE;
  const text = typeof address === 'string' ? address : JSON.stringify(address);
  const order = await db
    .insertInto('orders')
    .values({
      order_number: options.orderNumber ?? `CH-TEST-${sequence}-${user.id}`,
      user_id: user.id,
      username: user.username,
      total_cents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
      item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
      status: options.status ?? 'processing',
      payment_status: 'paid',
      payment_mode: options.paymentMode ?? 'test',
      shipping_address: text,
      billing_address: text,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await db
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: order.id,
        product_id: null,
        name: l.name,
        description: `${l.name} described`,
        price_cents: l.priceCents,
        quantity: l.quantity,
        status: 'pending' as const,
      })),
    )
    .returningAll()
    .execute();
  // As the checkout announces its orders: the back office's kept counts see it (services/kept-values.ts).
  t.services.events.emit('order.written', { orderId: order.id, userId: user.id });
  return { order, items };
}
