// Test fixtures of the checkout's API tests: products and cart lines written straight into
// their tables (the catalogue and the cart are other features' and are not imported here), and
// the member's steps through the payment API. Used by *.test.ts only.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Buyer {
  id: number;
  username: string;
  auth: { authorization: string };
}

export interface SeededProduct {
  id: number;
  name: string;
  priceCents: number;
}

export const SHIPPING = {
  name: 'Aoife Byrne',
  email: 'aoife@example.test',
  address: '1 Hearth Lane',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  country: 'Ireland',
};

export const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

export async function seedProduct(
  app: FastifyInstance,
  options: { priceCents?: number; salePriceCents?: number | null; stock?: number; active?: boolean; name?: string; description?: string | null } = {},
): Promise<SeededProduct> {
  const now = new Date().toISOString();
  const name = options.name ?? `Ware ${randomBytes(3).toString('hex')}`;
  const row = await app.services.db.kysely
    .insertInto('products')
    .values({
      name,
      description: options.description !== undefined ? options.description : `${name}, made by hand`,
      price_cents: options.priceCents ?? 1250,
      sale_price_cents: options.salePriceCents ?? null,
      stock_quantity: options.stock ?? 10,
      is_active: options.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'name', 'price_cents'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, priceCents: row.price_cents };
}

/** Sets the member's cart line for the product (0 removes it). */
export async function setCartLine(app: FastifyInstance, userId: number, productId: number, quantity: number): Promise<void> {
  const db = app.services.db.kysely;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  if (quantity <= 0) return;
  const now = new Date().toISOString();
  await db.insertInto('cart_items').values({ user_id: userId, product_id: productId, quantity, created_at: now, updated_at: now }).execute();
}

export async function stockOf(app: FastifyInstance, productId: number): Promise<number> {
  const row = await app.services.db.kysely.selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock_quantity;
}

export async function paymentRow(app: FastifyInstance, intentId: string) {
  return app.services.db.kysely.selectFrom('payments').selectAll().where('intent_id', '=', intentId).executeTakeFirstOrThrow();
}

let address = 0;
/** A fresh address per call, so per-address payment limits stay out of the way. */
export const nextAddress = () => `10.77.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

export function createIntent(app: FastifyInstance, buyer: Buyer, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/shop/create-payment-intent', headers: buyer.auth, payload, remoteAddress });
}

export function confirmCard(app: FastifyInstance, buyer: Buyer, clientSecret: string, card: Record<string, unknown> = GOOD_CARD, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/shop/test-payments/confirm', headers: buyer.auth, payload: { client_secret: clientSecret, ...card }, remoteAddress });
}

export function postCheckout(app: FastifyInstance, buyer: Buyer, intentId: string, extra: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/api/shop/checkout', headers: buyer.auth, payload: { ...SHIPPING, payment_intent_id: intentId, ...extra } });
}

/** An intent for the buyer's cart as it is, paid with a good card: its id. */
export async function payForCart(app: FastifyInstance, buyer: Buyer, amountCents: number, options: { shipping?: boolean } = {}): Promise<string> {
  const intent = await createIntent(app, buyer, { amount: amountCents, ...(options.shipping ? { shipping: SHIPPING } : {}) });
  if (intent.statusCode !== 200) throw new Error(`create-payment-intent: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, paymentIntentId } = intent.json() as { clientSecret: string; paymentIntentId: string };
  const confirmed = await confirmCard(app, buyer, clientSecret);
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return paymentIntentId;
}
