// Catalogue, carts and payments for the shop and order-history screens, made through the API
// (conventions.md: fixtures through the API, not the UI). Names are unique per test: the run
// shares one server, so a test finds its own products by name, never by position.
import { api, loginAdmin, randomAddress, uniqueName, type SessionUser } from '../support/api.js';

export interface ShopProduct {
  id: number;
  name: string;
  description: string | null;
  price: number;
  sale_price: number | null;
  category_id: number | null;
  category_name: string | null;
  image_url: string | null;
  stock_quantity: number;
}

export interface ShopCategory {
  id: number;
  name: string;
}

export interface ShopCartLine {
  id: number;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
}

export interface ShopOrder {
  id: number;
  order_number: string;
  status: string;
  payment_status: string;
  created_at: string;
  items: { name: string; description: string | null; price: number; quantity: number; status: string }[];
}

/** The shipping fields the checkout tests type. */
export const SHIPPING = {
  address: '12 Harbour Road',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  country: 'Ireland',
};

/** platform.md §5: the test provider's card that succeeds, and the one it declines. */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** An expiry three years ahead, as typed into 'Expiry' (MM / YY). */
export const FUTURE_EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A tiny PNG as a data URL: the server stores it as the product's picture. */
export const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function must<T>(what: string, expected: number, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== expected) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createCategory(name = uniqueName('E2E shelf')): Promise<ShopCategory> {
  const admin = await loginAdmin();
  const body = { name, description: 'A shelf for the tests.', sort_order: 0, is_active: true };
  return (await must('create category', 201, api<{ category: ShopCategory }>('POST', '/api/admin/shop/categories', body, admin.token)))
    .category;
}

export async function createProduct(
  fields: Partial<Pick<ShopProduct, 'name' | 'description' | 'price' | 'sale_price' | 'category_id' | 'stock_quantity' | 'image_url'>> = {},
): Promise<ShopProduct> {
  const admin = await loginAdmin();
  const body = {
    name: uniqueName('E2E ware'),
    description: 'A hand-forged ware for the tests.',
    price: 12.5,
    stock_quantity: 20,
    is_active: true,
    ...fields,
  };
  return (await must('create product', 201, api<{ product: ShopProduct }>('POST', '/api/admin/shop/products', body, admin.token))).product;
}

export async function cartOf(member: SessionUser): Promise<ShopCartLine[]> {
  return (await must('read cart', 200, api<{ items: ShopCartLine[] }>('GET', '/api/shop/cart', undefined, member.token))).items;
}

export async function addToCart(member: SessionUser, product: ShopProduct, quantity = 1): Promise<void> {
  await must('add to cart', 200, api('POST', '/api/shop/cart/add', { product_id: product.id, quantity }, member.token));
}

export async function ordersOf(member: SessionUser): Promise<ShopOrder[]> {
  return (await must('read orders', 200, api<{ orders: ShopOrder[] }>('GET', '/api/shop/orders', undefined, member.token))).orders;
}

/**
 * The member pays for the cart the way the checkout does (platform.md §5) but the order is
 * never posted: the tab closed after the card was confirmed. Payments are limited per address,
 * so each payer has one of its own.
 */
export async function payWithoutOrder(member: SessionUser, totalCents: number): Promise<string> {
  const headers = { 'x-forwarded-for': randomAddress() };
  const shipping = { name: member.user.username, email: member.user.email, ...SHIPPING };
  const intent = await must(
    'create payment intent',
    200,
    api<{ clientSecret: string; paymentIntentId: string }>('POST', '/api/shop/create-payment-intent', { amount: totalCents, shipping }, member.token, headers),
  );
  const expYear = new Date().getFullYear() + 3;
  const card = { client_secret: intent.clientSecret, card_number: GOOD_CARD, exp_month: 12, exp_year: expYear, cvc: '123' };
  await must('confirm card', 200, api('POST', '/api/shop/test-payments/confirm', card, member.token, headers));
  return intent.paymentIntentId;
}

/** A paid order of the member's cart, made through the API. */
export async function placeOrder(member: SessionUser, totalCents: number): Promise<ShopOrder> {
  const intentId = await payWithoutOrder(member, totalCents);
  const body = { name: member.user.username, email: member.user.email, ...SHIPPING, payment_intent_id: intentId };
  return (await must('checkout', 201, api<{ order: ShopOrder }>('POST', '/api/shop/checkout', body, member.token))).order;
}
