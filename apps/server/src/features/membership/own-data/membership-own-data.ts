// The membership's part of a member's own data (docs/product/accounts-and-sessions.md,
// services/own-data.ts): membership.json, their membership as GET /api/membership answers it
// and every payment of it (none for an account that never joined). Their own deletion keeps the payments as financial records (the
// username kept, user_id set null by the foreign key) while the membership goes with the
// account's row; a Stripe subscription is cancelled once the deletion has committed, so it
// charges nothing more. The membership's lock is taken first, so an activation or renewal
// running meanwhile finishes before the account goes.
import { exportedMembership, fromCents, MEMBERSHIP_EXPORT_FILE, type ExportedMembership } from '@clanhall/shared';
import { sql } from '../../../db/kysely.js';
import { jsonText } from '../../../lib/json-text.js';
import type { Services } from '../../../services.js';
import { membershipLock } from '../../../services/memberships.js';
import type { OwnDataPart } from '../../../services/own-data.js';
import { readMembership } from '../member/member.service.js';
import { lockMembership } from '../member/memberships.repository.js';

async function exportDocument(services: Services, userId: number): Promise<ExportedMembership> {
  const payments = await services.db.kysely
    .selectFrom('membership_payments')
    .select(['kind', 'plan_id', 'amount_cents', 'currency', 'status', 'payment_mode', 'refunded_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return exportedMembership.parse({
    membership: await readMembership(services, userId),
    payments: payments.map(({ amount_cents, ...payment }) => ({ ...payment, amount: fromCents(amount_cents) })),
  });
}

export const membershipOwnData: OwnDataPart = {
  async *documents(services, user) {
    const document = await exportDocument(services, user.id);
    // Only what the account made: an account that never joined nor paid has no such document.
    if (document.membership || document.payments.length > 0) yield { name: MEMBERSHIP_EXPORT_FILE, content: jsonText(document) };
  },

  // Whoever deletes the account: a Stripe subscription would otherwise go on charging the card.
  async endWithAccount(services, trx, user) {
    if (services.db.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtextextended(${membershipLock(user.id)}, 0))`.execute(trx);
    const subscriptionId = (await lockMembership(trx, user.id, services.db.dialect))?.subscription_id;
    return async () => {
      services.events.emit('membership.written', { userId: user.id });
      if (subscriptionId && services.payments.cancelSubscription) await services.payments.cancelSubscription(subscriptionId);
    };
  },
};
