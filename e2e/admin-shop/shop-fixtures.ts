// Catalogue, orders and payments for the back-office shop screens, made through the API
// (conventions.md: fixtures through the API, not the UI). A member pays the way the checkout
// does (platform.md §5): cart → payment intent for the cart total in cents → the test
// provider's card confirmation → checkout.
import { api, createAccount, loginAdmin, randomAddress, uniqueName, type SessionUser } from '../support/api.js';

export interface Category {
  id: number;
  name: string;
  description: string | null;
  image_url: string | null;
  sort_order: number;
  is_active: boolean;
  created_at: string;
}

export interface Product {
  id: number;
  name: string;
  description: string | null;
  price: number;
  sale_price: number | null;
  category_id: number | null;
  category_name: string | null;
  image_url: string | null;
  stock_quantity: number;
  is_active: boolean;
  is_featured: boolean;
  sort_order: number;
}

export interface OrderItem {
  id: number;
  product_id: number | null;
  name: string;
  description: string | null;
  price: number;
  quantity: number;
  status: string;
}

export interface Order {
  id: number;
  order_number: string;
  username: string;
  total: number;
  status: string;
  payment_status: string;
  item_count: number;
  created_at: string;
  shipping_address: unknown;
  items?: OrderItem[];
}

export interface Payment {
  id: number;
  username: string;
  amount: number;
  status: string;
  order_id: number | null;
  refunded_at: string | null;
  failure_message: string | null;
}

/** The shipping fields every fixture order uses. */
export const SHIPPING = {
  name: 'Brigid Ó Néill',
  address: '12 Harbour Road',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  country: 'Ireland',
};

/** The test provider's card that succeeds (platform.md §5). */
export const GOOD_CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, card_number: '4000000000000002' };

async function must<T>(what: string, expected: number, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== expected) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createCategory(fields: Partial<Omit<Category, 'id' | 'created_at'>> = {}): Promise<Category> {
  const admin = await loginAdmin();
  const body = { name: uniqueName('E2E shelf'), description: 'Shelf for the tests.', sort_order: 0, is_active: true, ...fields };
  return (
    await must('create category', 201, api<{ category: Category }>('POST', '/api/admin/shop/categories', body, admin.token))
  ).category;
}

export async function createProduct(fields: Partial<Omit<Product, 'id' | 'category_name'>> = {}): Promise<Product> {
  const admin = await loginAdmin();
  const body = {
    name: uniqueName('E2E ware'),
    description: 'A hand-forged ware for the tests.',
    price: 12.5,
    stock_quantity: 20,
    is_active: true,
    ...fields,
  };
  return (await must('create product', 201, api<{ product: Product }>('POST', '/api/admin/shop/products', body, admin.token)))
    .product;
}

export async function setStock(product: Product, stock: number): Promise<void> {
  const admin = await loginAdmin();
  const { id, category_name: _name, ...rest } = product;
  await must(
    'update product',
    200,
    api('PUT', `/api/admin/shop/products/${id}`, { ...rest, stock_quantity: stock }, admin.token),
  );
}

export async function adminProducts(): Promise<Product[]> {
  const admin = await loginAdmin();
  return (await api<{ products: Product[] }>('GET', '/api/admin/shop/products?limit=500', undefined, admin.token)).body.products;
}

export async function adminCategories(): Promise<Category[]> {
  const admin = await loginAdmin();
  return (await api<{ categories: Category[] }>('GET', '/api/admin/shop/categories?limit=500', undefined, admin.token)).body
    .categories;
}

export async function adminOrder(id: number): Promise<{ order: Order; items: OrderItem[] }> {
  const admin = await loginAdmin();
  return must(
    'read order',
    200,
    api<{ order: Order; items: OrderItem[] }>('GET', `/api/admin/orders/${id}`, undefined, admin.token),
  );
}

export async function adminPayments(): Promise<Payment[]> {
  const admin = await loginAdmin();
  return (await api<{ payments: Payment[] }>('GET', '/api/admin/payments?limit=500', undefined, admin.token)).body.payments;
}

interface Paid {
  member: SessionUser;
  product: Product;
  intentId: string;
  /** Payments are limited per address (platform.md §5): each buyer has one of its own. */
  address: string;
}

/** A new member puts `quantity` of a new product in the cart and pays for it with `card`. */
export async function payForCart(
  options: { quantity?: number; price?: number; card?: typeof GOOD_CARD } = {},
): Promise<Paid & { status: number }> {
  const member = await createAccount({ role: 'member' });
  const product = await createProduct({ price: options.price ?? 12.5 });
  const quantity = options.quantity ?? 2;
  const headers = { 'x-forwarded-for': randomAddress() };
  const as = <T>(method: string, path: string, body?: unknown) => api<T>(method, path, body, member.token, headers);

  await must('add to cart', 200, as('POST', '/api/shop/cart/add', { product_id: product.id, quantity }));
  const amount = Math.round(product.price * 100) * quantity;
  const intent = await must(
    'create payment intent',
    200,
    as<{ clientSecret: string; paymentIntentId: string }>('POST', '/api/shop/create-payment-intent', {
      amount,
      shipping: { ...SHIPPING, email: member.user.email },
    }),
  );
  const confirm = await as('POST', '/api/shop/test-payments/confirm', {
    client_secret: intent.clientSecret,
    ...(options.card ?? GOOD_CARD),
  });
  return { member, product, intentId: intent.paymentIntentId, address: headers['x-forwarded-for'], status: confirm.status };
}

export async function checkout(paid: Paid): Promise<{ status: number; body: { order: Order } }> {
  return api<{ order: Order }>(
    'POST',
    '/api/shop/checkout',
    { ...SHIPPING, email: paid.member.user.email, payment_intent_id: paid.intentId },
    paid.member.token,
    { 'x-forwarded-for': paid.address },
  );
}

/** A member's paid order of `quantity` units of a new product at `price`. */
export async function placeOrder(options: { quantity?: number; price?: number } = {}) {
  const paid = await payForCart(options);
  if (paid.status !== 200) throw new Error(`card confirmation failed: ${paid.status}`);
  const { order } = await must('checkout', 201, checkout(paid));
  return { ...paid, order };
}
