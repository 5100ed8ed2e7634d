// Carts, payments and orders for the shop and order-history screens, made through the API on
// support/shop-fixtures.ts's factories (conventions.md: fixtures through the API, not the UI).
// Names are unique per test: the run shares one server, so a test finds its own products by
// name, never by position.
import { api, must, type SessionUser } from '../support/api.js';
import { checkout, pay, SHIPPING_ADDRESS, type Product as ShopProduct } from '../support/shop-fixtures.js';

export { createCategory, createProduct, type Product as ShopProduct } from '../support/shop-fixtures.js';

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
export const SHIPPING = SHIPPING_ADDRESS;

/** docs/product/shop-and-payments.md: the test provider's card that succeeds, and the one it declines. */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** An expiry three years ahead, as typed into 'Expiry' (MM / YY). */
export const FUTURE_EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A tiny PNG as a data URL: the server stores it as the product's picture. */
export const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

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
 * The member pays for the cart the way the checkout does (docs/product/shop-and-payments.md) but the order is
 * never posted: the tab closed after the card was confirmed.
 */
export async function payWithoutOrder(member: SessionUser, totalCents: number): Promise<string> {
  const payment = await pay(member, totalCents);
  if (payment.status !== 200) throw new Error(`card confirmation failed: ${payment.status}`);
  return payment.intentId;
}

/** A paid order of the member's cart, made through the API. */
export async function placeOrder(member: SessionUser, totalCents: number): Promise<ShopOrder> {
  const payment = await pay(member, totalCents);
  if (payment.status !== 200) throw new Error(`card confirmation failed: ${payment.status}`);
  return (await must('checkout', 201, checkout<ShopOrder>(payment))).order;
}
