// The renewal job (every minute; docs/product/membership.md#renewal), by services.clock, so
// tests move the clock and call runRenewals() instead of waiting:
// 1. A recurring membership at its period's end is charged again (renew.command.ts).
// 2. A past-due one is tried again once a day; MEMBERSHIP_LIMITS.graceDays after its first
//    failure, still unpaid, it lapses (the role back to `user`, at once on every process).
// 3. A cancelled one lapses at its period's end, with no charge.
// A Stripe subscription's renewals and failures arrive through the webhook instead
// (stripe/membership-webhook.ts); its past-due and cancelled memberships end here the same way.
// Each step takes a bounded batch; what is left waits for the next minute.
import { MEMBERSHIP_LIMITS } from '@clanhall/shared';
import type { FeatureJob } from '../../../feature.js';
import type { Services } from '../../../services.js';
import { membershipAudit } from '../membership-audit.js';
import { endMembershipNow } from './lapse.command.js';
import { sendMembershipMail } from './membership-mail.js';
import { renewMembership } from './renew.command.js';
import { listDueRenewals, listEndedCancellations, listPastDue } from './renewals.repository.js';

const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RenewalsReport {
  renewed: number;
  failed: number;
  lapsed: number;
}

async function lapse(
  services: Services,
  member: { user_id: number; username: string; email: string },
  from: 'past_due' | 'cancelling',
  nowIso: string,
): Promise<boolean> {
  const ended = await endMembershipNow(services, {
    userId: member.user_id,
    from: [from],
    // Read again under the lock: paid or resumed meanwhile, it stays.
    still: (m) => (from === 'cancelling' ? m.current_period_end !== null && m.current_period_end <= nowIso : true),
    audit: (m) => membershipAudit.lapsed({ id: member.user_id, username: member.username }, m.id),
  });
  if (!ended) return false;
  await sendMembershipMail(
    services,
    member.email,
    'lapsed',
    { username: member.username, unpaid: from === 'past_due' },
    { userId: member.user_id, membershipId: ended.id },
  );
  return true;
}

export async function runRenewals(services: Services): Promise<RenewalsReport> {
  const db = services.db.kysely;
  const nowMs = services.clock.nowMs();
  const nowIso = services.clock.nowIso();
  const report: RenewalsReport = { renewed: 0, failed: 0, lapsed: 0 };
  const count = (outcome: string) => {
    if (outcome === 'renewed') report.renewed++;
    if (outcome === 'failed') report.failed++;
  };
  const guarded = async (what: string, userId: number, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      services.log.warn({ err: error, userId }, `membership ${what} failed; trying again later`);
    }
  };

  for (const due of await listDueRenewals(db, nowIso, BATCH)) {
    await guarded('renewal', due.user_id, async () => count(await renewMembership(services, due)));
  }

  const lapseBefore = new Date(nowMs - MEMBERSHIP_LIMITS.graceDays * DAY_MS).toISOString();
  const retryBefore = new Date(nowMs - DAY_MS).toISOString();
  for (const due of await listPastDue(db, { lapseBefore, retryBefore }, BATCH)) {
    await guarded('renewal', due.user_id, async () => {
      if (due.past_due_since !== null && due.past_due_since <= lapseBefore) {
        if (await lapse(services, due, 'past_due', nowIso)) report.lapsed++;
      } else if (!due.subscription_id) {
        count(await renewMembership(services, due));
      }
    });
  }

  for (const ended of await listEndedCancellations(db, nowIso, BATCH)) {
    await guarded('lapse', ended.user_id, async () => {
      if (await lapse(services, ended, 'cancelling', nowIso)) report.lapsed++;
    });
  }
  if (report.renewed || report.failed || report.lapsed) services.log.info({ ...report }, 'membership renewals job');
  return report;
}

export const renewalsJob: FeatureJob = {
  name: 'membership-renewals',
  everyMs: 60_000,
  run: async (services) => void (await runRenewals(services)),
};
