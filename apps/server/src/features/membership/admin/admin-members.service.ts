// The back office's members (docs/product/membership.md#back-office-and-dashboard): the list,
// a membership granted without a plan (no end, no charge), a membership ended (lapsed, role
// `user` again at once, a Stripe subscription cancelled), and the screen's tiles, kept until a
// membership, an application, a plan or an account changes (services/kept-values.ts).
import { fromCents, MEMBERSHIP_ERRORS, type AdminMember, type MembershipStats, type MembershipStatus } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { AuditActor } from '../../../services/audit-log.js';
import { announceRoleChange, membershipLock, startMembership } from '../../../services/memberships.js';
import { lockAccount } from '../accounts.repository.js';
import { membershipAudit } from '../membership-audit.js';
import { isLive } from '../membership.policy.js';
import { lockMembership } from '../member/memberships.repository.js';
import { endMembershipNow } from '../renewals/lapse.command.js';
import { toAdminMember } from './admin-member-view.js';
import {
  countMembers,
  countOpenApplications,
  findMemberRow,
  findMemberRowOfUser,
  listMemberRows,
} from './admin-members.repository.js';

export async function listMembers(
  services: Services,
  query: { limit: number; before?: number; status?: MembershipStatus },
): Promise<{ members: AdminMember[]; next_before: number | null }> {
  const rows = await listMemberRows(services.db.kysely, query);
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return { members: rows.map(toAdminMember), next_before: last?.id ?? null };
}

/** 404 for an unknown account; 409 for an administrator or an account that is a member already. */
export async function grantMembership(services: Services, admin: AuditActor, userId: number): Promise<AdminMember> {
  const roleChanged = await writeTransaction(
    services.db,
    async (trx) => {
      const account = await lockAccount(trx, userId, services.db.dialect);
      if (!account) throw notFound(MEMBERSHIP_ERRORS.userNotFound);
      if (account.role === 'admin') throw conflict(MEMBERSHIP_ERRORS.adminsAreMembers);
      const current = await lockMembership(trx, userId, services.db.dialect);
      if (isLive(current?.status) || account.role === 'member') throw conflict(MEMBERSHIP_ERRORS.alreadyMember);
      const { roleChanged } = await startMembership(trx, { userId, source: 'grant', now: services.clock.nowIso() });
      const membership = (await lockMembership(trx, userId, services.db.dialect))!;
      await services.auditLog.record(membershipAudit.granted(admin, account, membership.id), trx);
      return roleChanged;
    },
    { locks: [membershipLock(userId)] },
  );
  if (roleChanged) announceRoleChange(services, userId, 'member');
  services.events.emit('membership.written', { userId });
  return toAdminMember((await findMemberRowOfUser(services.db.kysely, userId))!);
}

/** 404 for an unknown membership; 409 for one that has ended already. */
export async function endMembershipByAdmin(services: Services, admin: AuditActor, membershipId: number): Promise<AdminMember> {
  const row = await findMemberRow(services.db.kysely, membershipId);
  if (!row) throw notFound(MEMBERSHIP_ERRORS.memberNotFound);
  const ended = await endMembershipNow(services, {
    userId: row.user_id,
    from: ['active', 'cancelling', 'past_due'],
    still: (m) => m.id === membershipId,
    audit: (m) => membershipAudit.ended(admin, { id: row.user_id, username: row.username }, m.id),
  });
  if (!ended) throw conflict(MEMBERSHIP_ERRORS.membershipEnded);
  return toAdminMember((await findMemberRow(services.db.kysely, membershipId))!);
}

async function computeStats(services: Services): Promise<MembershipStats> {
  const db = services.db.kysely;
  const [groups, openApplications] = await Promise.all([countMembers(db), countOpenApplications(db)]);
  let monthlyCents = 0;
  for (const group of groups) {
    if (group.interval === 'month') monthlyCents += group.cents;
    if (group.interval === 'year') monthlyCents += group.cents / 12;
  }
  return {
    members: groups.reduce((sum, group) => sum + group.count, 0),
    paying_members: groups.filter((group) => group.interval !== null).reduce((sum, group) => sum + group.count, 0),
    monthly_revenue: fromCents(Math.round(monthlyCents)),
    open_applications: openApplications,
  };
}

export function membershipStats(services: Services): Promise<MembershipStats> {
  return services.kept.get(
    'admin-membership-stats',
    ['membership.written', 'application.written', 'plan.written', 'account.written'],
    () => computeStats(services),
  );
}
