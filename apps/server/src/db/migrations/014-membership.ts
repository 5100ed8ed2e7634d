import type { Kysely } from 'kysely';
import { sql } from '../kysely.js';
import { idColumn, primaryId, type MigrationDialect } from '../migration-helpers.js';

// Membership (docs/product/membership.md, issue 25): plans, each account's one membership,
// the payments that buy and renew them, applications, invitations, and members-only posts.
//
// - One `memberships` row per account (unique user_id): joining again after a lapse updates it;
//   the audit log keeps the history. The renewal job reads (status, current_period_end).
// - `membership_payments` is the membership's own ledger beside the shop's `payments`: an intent
//   per join or renewal, unique by intent, so activation and the webhook can be idempotent.
// - One open application per account: a partial unique index, so two racing submissions
//   cannot both be written.
// - Invitations keep only their token's SHA-256, like password resets (008).
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('membership_plans')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    /** JSON text: a list of short texts. */
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_plans_order').on('membership_plans').columns(['is_active', 'sort_order', 'id']).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    /** null: a membership without a plan (an approved application, an invitation, a grant). */
    .addColumn('plan_id', 'integer', (c) => c.references('membership_plans.id'))
    /** How it began: payment, application, invitation or grant. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    /** The end of the paid period; null for lifetime plans and memberships without a plan. */
    .addColumn('current_period_end', 'text')
    /** When a renewal first failed (past_due); lapses 3 days later. */
    .addColumn('past_due_since', 'text')
    .addColumn('ended_at', 'text')
    /** The provider that charges renewals, and what it charges: the test provider's saved card, or Stripe's subscription. */
    .addColumn('provider', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memberships_due').on('memberships').columns(['status', 'current_period_end']).execute();
  // The back office's members list filtered by status, newest first by id.
  await db.schema.createIndex('memberships_status_id').on('memberships').columns(['status', 'id']).execute();
  await db.schema.createIndex('memberships_plan').on('memberships').column('plan_id').execute();
  await db.schema.createIndex('memberships_subscription').on('memberships').column('subscription_id').execute();

  await db.schema
    .createTable('membership_payments')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('membership_plans.id'))
    /** join: buying a plan; renewal: a period's charge. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_payments_user').on('membership_payments').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('membership_payments_status').on('membership_payments').columns(['status', 'created_at']).execute();
  // The join job's scan of joins left waiting (every minute): failed renewals stay 'failed' for
  // good and must not be walked by it.
  await db.schema.createIndex('membership_payments_kind_status').on('membership_payments').columns(['kind', 'status', 'created_at']).execute();

  await db.schema
    .createTable('membership_applications')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    /** open, approved or declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index membership_applications_one_open on membership_applications (user_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('membership_applications_user').on('membership_applications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('membership_applications_status').on('membership_applications').columns(['status', 'id']).execute();

  await db.schema
    .createTable('membership_invitations')
    .addColumn('id', idColumn(dialect), primaryId(dialect))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('membership_invitations_email').on('membership_invitations').column('email').execute();

  // The test provider's stand-in for a saved card: what the card that confirmed an intent does
  // on later charges (a renewal charges it again), never its number.
  await db.schema.alterTable('test_payment_intents').addColumn('payment_method', 'text').execute();

  await db.schema.alterTable('blog_posts').addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public')).execute();
}
