import type { Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  // docs/product/accounts-and-sessions.md: a token names its session, so logout can end it on the server.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  // One table for every per-address and per-account limit (logins, registrations, image
  // writes); it replaces login_failures, whose few minutes of counts need not survive.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_bucket_time').on('rate_limit_hits').columns(['bucket', 'created_at']).execute();
  await db.schema.createIndex('rate_limit_hits_created').on('rate_limit_hits').column('created_at').execute();
  await db.schema.dropTable('login_failures').execute();

  // The public list filters on status and orders by (created_at, id) newest first: one index
  // that matches both, so neither the page nor the count walks the table.
  await db.schema.dropIndex('blog_posts_status_created').execute();
  await db.schema.createIndex('blog_posts_status_created_id').on('blog_posts').columns(['status', 'created_at', 'id']).execute();
}
