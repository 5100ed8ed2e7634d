// Orders and payments for the back-office shop screens, and the administrator's reads of the
// catalogue, made through the API on support/shop-fixtures.ts's factories (conventions.md:
// fixtures through the API, not the UI).
import { api, createAccount, loginAdmin, must } from '../support/api.js';
import {
  checkout as postCheckout,
  createProduct,
  GOOD_CARD_BODY,
  pay,
  SHIPPING_ADDRESS,
  type Category,
  type Payment as Paid,
  type Product,
} from '../support/shop-fixtures.js';

export { createCategory, createProduct, type Category, type Product } from '../support/shop-fixtures.js';

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

/** The shipping fields every fixture order uses: a name with letters beyond ASCII. */
export const SHIPPING = { name: 'Brigid Ó Néill', ...SHIPPING_ADDRESS };

/** The test provider's card that succeeds (docs/product/shop-and-payments.md), and one it declines. */
export const GOOD_CARD = GOOD_CARD_BODY;
export const DECLINED_CARD = { ...GOOD_CARD, card_number: '4000000000000002' };

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

/** A new member puts `quantity` of a new product in the cart and pays for it with `card`. */
export async function payForCart(
  options: { quantity?: number; price?: number; card?: typeof GOOD_CARD } = {},
): Promise<Paid & { product: Product }> {
  const member = await createAccount({ role: 'member' });
  const product = await createProduct({ price: options.price ?? 12.5 });
  const quantity = options.quantity ?? 2;
  await must('add to cart', 200, api('POST', '/api/shop/cart/add', { product_id: product.id, quantity }, member.token));
  const paid = await pay(member, Math.round(product.price * 100) * quantity, { card: options.card, name: SHIPPING.name });
  return { ...paid, product };
}

export const checkout = (paid: Paid) => postCheckout<Order>(paid);

/** A member's paid order of `quantity` units of a new product at `price`. */
export async function placeOrder(options: { quantity?: number; price?: number } = {}) {
  const paid = await payForCart(options);
  if (paid.status !== 200) throw new Error(`card confirmation failed: ${paid.status}`);
  const { order } = await must('checkout', 201, checkout(paid));
  return { ...paid, order };
}
