import { sql } from '../kysely.js';
import type { Kysely } from 'kysely';

// The back office's orders list at any size (docs/product/operating.md, issue 23): a page is read by id,
// newest first, optionally of one status, and searched by the start of the order number or the
// customer's username whatever the case. (status, id) gives one status's orders newest first
// from the index on both dialects (it replaces the index on status alone, whose lookups it also
// serves, and counts by status read it without the table); the lower() indexes make a search
// by a prefix a range of an index rather than a LIKE over every order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_status_id').on('orders').columns(['status', 'id']).execute();
  await db.schema.dropIndex('orders_status').execute();
  await db.schema.createIndex('orders_number_lower').on('orders').expression(sql`lower(order_number)`).execute();
  await db.schema.createIndex('orders_username_lower').on('orders').expression(sql`lower(username)`).execute();
}
