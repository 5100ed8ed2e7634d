// The member's own membership (docs/product/membership.md): read it, cancel it (a recurring
// one keeps its access until the period's end and is not charged again: `cancelling`), resume
// it before that end. Each change is made under the membership's lock with its audit entry
// (the member as actor, membership-audit.ts); with Stripe the subscription is told first
// (cancel_at_period_end), so the site never promises what Stripe will not do, and when the
// locked re-check then refuses the change (the membership changed meanwhile) Stripe is told
// back, so it never does what the site refused.
import { MEMBERSHIP_ERRORS, type MembershipView } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { membershipLock } from '../../../services/memberships.js';
import { membershipAudit, type Member } from '../membership-audit.js';
import { toMembershipView } from './membership-view.js';
import {
  findMembership,
  findMembershipWithPlan,
  lastPaymentMode,
  lockMembership,
  updateMembershipFrom,
  type MembershipRow,
} from './memberships.repository.js';

/** The account's membership as the API answers it; null when it never had one. */
export async function readMembership(services: Services, userId: number): Promise<MembershipView | null> {
  const db = services.db.kysely;
  const [row, mode] = await Promise.all([findMembershipWithPlan(db, userId), lastPaymentMode(db, userId)]);
  return row ? toMembershipView(row, mode) : null;
}

type Change = 'cancel' | 'resume';

/** Why this membership cannot take the change; undefined when it can. */
function refusal(membership: MembershipRow | undefined, change: Change, nowIso: string): string | undefined {
  if (!membership || membership.status === 'lapsed') return MEMBERSHIP_ERRORS.noMembership;
  if (change === 'cancel') {
    const recurring = membership.plan_id !== null && membership.current_period_end !== null;
    return recurring && (membership.status === 'active' || membership.status === 'past_due')
      ? undefined
      : MEMBERSHIP_ERRORS.notCancellable;
  }
  return membership.status === 'cancelling' && membership.current_period_end !== null && membership.current_period_end > nowIso
    ? undefined
    : MEMBERSHIP_ERRORS.notResumable;
}

/** Stripe told back what it was told before the site refused the change. */
async function undoAtStripe(
  services: Services,
  setRenews: (subscriptionId: string, renews: boolean) => Promise<void>,
  subscriptionId: string,
  kind: Change,
): Promise<void> {
  try {
    await setRenews(subscriptionId, kind === 'cancel');
  } catch (error) {
    // The refusal still answers; the renewal job and Stripe's own events settle what follows.
    services.log.warn({ err: error, subscriptionId, change: kind }, 'the subscription could not be told back after a refused change');
  }
}

async function change(services: Services, member: Member, kind: Change): Promise<MembershipView> {
  const current = await findMembership(services.db.kysely, member.id);
  // Cancelling twice (a second tab) answers the membership as the first left it.
  if (!(kind === 'cancel' && current?.status === 'cancelling')) {
    const refused = refusal(current, kind, services.clock.nowIso());
    if (refused) throw conflict(refused);
  }
  const subscriptionId = current?.subscription_id ?? null;
  const setRenews = services.payments.setSubscriptionRenews?.bind(services.payments);
  if (subscriptionId && setRenews) await setRenews(subscriptionId, kind === 'resume');
  const changed = await writeTransaction(
    services.db,
    async (trx) => {
      const membership = await lockMembership(trx, member.id, services.db.dialect);
      if (kind === 'cancel' && membership?.status === 'cancelling') return false;
      const refused = refusal(membership, kind, services.clock.nowIso());
      if (refused) throw conflict(refused);
      const from = kind === 'cancel' ? (['active', 'past_due'] as const) : (['cancelling'] as const);
      await updateMembershipFrom(trx, membership!.id, from, {
        status: kind === 'cancel' ? 'cancelling' : 'active',
        // A past-due member who cancels is not charged again: nothing is owed beyond the period.
        past_due_since: null,
        updated_at: services.clock.nowIso(),
      });
      await services.auditLog.record(
        kind === 'cancel' ? membershipAudit.cancelled(member, membership!.id) : membershipAudit.resumed(member, membership!.id),
        trx,
      );
      return true;
    },
    { locks: [membershipLock(member.id)] },
  ).catch(async (error: unknown) => {
    if (subscriptionId && setRenews) await undoAtStripe(services, setRenews, subscriptionId, kind);
    throw error;
  });
  if (changed) services.events.emit('membership.written', { userId: member.id });
  return (await readMembership(services, member.id))!;
}

export const cancelMembership = (services: Services, member: Member) => change(services, member, 'cancel');
export const resumeMembership = (services: Services, member: Member) => change(services, member, 'resume');
