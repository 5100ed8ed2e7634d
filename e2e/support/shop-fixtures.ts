// The shop's domain factories for every screen's tests, made through the API (conventions.md:
// fixtures through the API, not the UI): categories, products, and a member paying the way the
// checkout does (docs/product/shop-and-payments.md: a payment intent for the total in cents, then the test
// provider's card confirmation, then the checkout).
import { api, loginAdmin, must, randomAddress, uniqueName, type SessionUser } from './api.js';

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

/** The shipping address every fixture payment uses (the name and email are the member's). */
export const SHIPPING_ADDRESS = {
  address: '12 Harbour Road',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  country: 'Ireland',
};

/** The test provider's card that succeeds, as the confirmation's body takes it (docs/product/shop-and-payments.md). */
export const GOOD_CARD_BODY = {
  card_number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getFullYear() + 3,
  cvc: '123',
};

/** A category made by the administrator, or by `as` (an administrator of the test's own). */
export async function createCategory(
  fields: Partial<Omit<Category, 'id' | 'created_at'>> = {},
  as?: SessionUser,
): Promise<Category> {
  const admin = as ?? (await loginAdmin());
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

export interface Payment {
  member: SessionUser;
  /** The name shipped to. */
  name: string;
  intentId: string;
  /** Payments are limited per address (docs/product/shop-and-payments.md): each payer has one of its own. */
  address: string;
  /** The card confirmation's status: 200 when the card was taken. */
  status: number;
}

/**
 * The member pays `amountCents` for the cart with `card` (the good one by default), shipping to
 * `name` (the member's username by default); no order is posted yet.
 */
export async function pay(
  member: SessionUser,
  amountCents: number,
  options: { card?: typeof GOOD_CARD_BODY; name?: string } = {},
): Promise<Payment> {
  const address = randomAddress();
  const headers = { 'x-forwarded-for': address };
  const name = options.name ?? member.user.username;
  const shipping = { name, email: member.user.email, ...SHIPPING_ADDRESS };
  const intent = await must(
    'create payment intent',
    200,
    api<{ clientSecret: string; paymentIntentId: string }>(
      'POST',
      '/api/shop/create-payment-intent',
      { amount: amountCents, shipping },
      member.token,
      headers,
    ),
  );
  const card = { client_secret: intent.clientSecret, ...(options.card ?? GOOD_CARD_BODY) };
  const confirm = await api('POST', '/api/shop/test-payments/confirm', card, member.token, headers);
  return { member, name, intentId: intent.paymentIntentId, address, status: confirm.status };
}

/** Posts the order of a payment (the answer as it comes: a test may expect a refusal). */
export function checkout<Order>(payment: Payment): Promise<{ status: number; body: { order: Order } }> {
  const { member } = payment;
  const body = { name: payment.name, email: member.user.email, ...SHIPPING_ADDRESS, payment_intent_id: payment.intentId };
  return api<{ order: Order }>('POST', '/api/shop/checkout', body, member.token, { 'x-forwarded-for': payment.address });
}
