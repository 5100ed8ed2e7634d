import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

// The shop (docs/product/shop-and-payments.md): catalogue, carts, payments, orders. Money is whole cents; stock
// can never go below zero (a CHECK, besides the conditional decrement at checkout).
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list: active ones by sort_order then name.
  await db.schema.createIndex('categories_active_order').on('categories').columns(['is_active', 'sort_order', 'name']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('sale_price_cents', 'integer', (c) => c.check(sql`sale_price_cents >= 0`))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('image_url', 'text')
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock_quantity >= 0`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_active_order').on('products').columns(['is_active', 'sort_order', 'name']).execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One line per product per member: adding again raises the quantity.
  await db.schema.createIndex('cart_items_user_product').on('cart_items').columns(['user_id', 'product_id']).unique().execute();
  await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();

  // Orders stay as financial records when the member's account is deleted (docs/product/back-office.md).
  await db.schema
    .createTable('orders')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('paid'))
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  // The app's record of every payment on its way to an order: the intent at the provider, who
  // paid, for which cart, and which order (at most one) it became.
  await db.schema
    .createTable('payments')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cart_snapshot', 'text', (c) => c.notNull())
    .addColumn('shipping', 'text')
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('set null'))
    .addColumn('failure_message', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_created').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_status_created').on('payments').columns(['status', 'created_at']).execute();

  // The built-in test provider's own intents (docs/product/shop-and-payments.md): what Stripe would keep.
  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
