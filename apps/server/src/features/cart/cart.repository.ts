// Kysely queries on cart_items, each line read with what the cart shows of its product (the
// cart reads the products table itself: features do not import each other). One line per
// member and product (UNIQUE(user_id, product_id)); lines are listed in the order they were
// added (by id), so raising a quantity never moves a line.
import type { Executor } from '../../db/executor.js';

export interface CartLineRow {
  id: number;
  user_id: number;
  product_id: number;
  quantity: number;
  name: string;
  price_cents: number;
  sale_price_cents: number | null;
  image_url: string | null;
  stock_quantity: number;
  is_active: number;
}

function selectLines(db: Executor) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.id',
      'cart_items.user_id',
      'cart_items.product_id',
      'cart_items.quantity',
      'products.name',
      'products.price_cents',
      'products.sale_price_cents',
      'products.image_url',
      'products.stock_quantity',
      'products.is_active',
    ]);
}

export function listLines(db: Executor, userId: number): Promise<CartLineRow[]> {
  return selectLines(db).where('cart_items.user_id', '=', userId).orderBy('cart_items.id').execute();
}

/** A line by its id, whoever's it is: the policy decides who may touch it. */
export function findLine(db: Executor, lineId: number): Promise<CartLineRow | undefined> {
  return selectLines(db).where('cart_items.id', '=', lineId).executeTakeFirst();
}

/** What adding a product needs to know of it, and what its new line shows. */
export function findProductForCart(db: Executor, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents', 'sale_price_cents', 'image_url', 'stock_quantity', 'is_active'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/**
 * Adds `quantity` to the member's line of the product, making the line when there is none, in
 * one statement on both dialects: two adds at once both count (docs/product/shop-and-payments.md).
 */
export async function addToLine(
  db: Executor,
  line: { user_id: number; product_id: number; quantity: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('cart_items')
    .values({
      user_id: line.user_id,
      product_id: line.product_id,
      quantity: line.quantity,
      created_at: line.now,
      updated_at: line.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({
        quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setLineQuantity(db: Executor, lineId: number, quantity: number, now: string): Promise<void> {
  await db.updateTable('cart_items').set({ quantity, updated_at: now }).where('id', '=', lineId).execute();
}

export async function deleteLine(db: Executor, lineId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('id', '=', lineId).execute();
}
