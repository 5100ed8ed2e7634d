import type { Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

// The audit log (docs/product/back-office.md, docs/decisions/013): one row per administrator change, written
// in the change's own transaction. The list reads newest first by id (the primary key serves
// that order and the `before` cursor); an entry outlives its administrator's account (the
// name is kept in actor_name), and the actor index serves both the actor filter and the
// SET NULL a deleted account triggers.
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
  // The action filter ('user' or 'user.status') is a range on the code, then newest first.
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
}
