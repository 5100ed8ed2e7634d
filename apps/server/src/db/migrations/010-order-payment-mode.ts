import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';

// docs/product/shop-and-payments.md: every order says whether its payment moved real money (`payment_mode`, test or
// live; docs/decisions/025). The app sets it on every order it places. Orders made before this
// column are backfilled from their payment's provider: 'test' where the built-in test provider
// took it, which never charges a card; 'live' for everything else. A Stripe payment's row does
// not say whether the key was a test one, and an order with no payment row was not made by this
// checkout: calling a real sale a test one could get it left unshipped, so only an order known
// to be a test one is called test. The default exists only so SQLite can add a NOT NULL column.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_mode', 'text', (c) => c.notNull().defaultTo('live').check(sql`payment_mode in ('test', 'live')`))
    .execute();
  await sql`
    update orders set payment_mode = 'test'
    where exists (select 1 from payments where payments.order_id = orders.id and payments.provider = 'test')
  `.execute(db);
}
