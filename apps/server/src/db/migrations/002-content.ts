import type { Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list filters on status and orders by newest first.
  await db.schema.createIndex('blog_posts_status_created').on('blog_posts').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('blog_posts_created').on('blog_posts').column('created_at').execute();
  await db.schema.createIndex('blog_posts_author').on('blog_posts').column('author_id').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();
  await db.schema.createIndex('contact_messages_ip_created').on('contact_messages').columns(['ip', 'created_at']).execute();
}
