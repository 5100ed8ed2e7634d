import type { Kysely } from 'kysely';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

// 'Forgot password?' (docs/product/accounts-and-sessions.md, beyond the documents): one row per mailed reset link.
// Only the token's SHA-256 is kept, so a copy of the database cannot reset anyone's password;
// the link is single-use (used_at) and valid one hour (expires_at). The user index serves
// "drop this account's older links" and the cascade on account deletion; the expiry index
// serves the hourly sweep.
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires').on('password_resets').column('expires_at').execute();
}
