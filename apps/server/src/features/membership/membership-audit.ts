// The audit entries of memberships (docs/decisions/013, 033). The audit log names an actor for
// every entry; a member's own steps (joining, cancelling, resuming) are theirs, and so are the
// steps the system takes on their membership (a renewal, a failed renewal, a lapse): those are
// recorded with the member as actor, the summary saying what happened. An administrator's
// grant or ending names the administrator.
import { AUDIT_SUMMARIES, type AuditAction } from '@clanhall/shared';
import type { AuditActor, AuditRecord } from '../../services/audit-log.js';

/** Who the entry is about; for their own and the system's steps, also its actor. */
export interface Member {
  id: number;
  username: string;
}

const entry = (actor: AuditActor, action: AuditAction, membershipId: number, summary: string): AuditRecord => ({
  actor,
  action,
  target: { type: 'membership', id: membershipId },
  summary,
});

export const membershipAudit = {
  started: (member: Member, membershipId: number, planName: string) =>
    entry(member, 'membership.started', membershipId, AUDIT_SUMMARIES.membershipStarted(member.username, planName)),
  cancelled: (member: Member, membershipId: number) =>
    entry(member, 'membership.cancelled', membershipId, AUDIT_SUMMARIES.membershipCancelled(member.username)),
  resumed: (member: Member, membershipId: number) =>
    entry(member, 'membership.resumed', membershipId, AUDIT_SUMMARIES.membershipResumed(member.username)),
  renewed: (member: Member, membershipId: number, planName: string) =>
    entry(member, 'membership.renewed', membershipId, AUDIT_SUMMARIES.membershipRenewed(member.username, planName)),
  renewalFailed: (member: Member, membershipId: number, planName: string) =>
    entry(member, 'membership.renewal-failed', membershipId, AUDIT_SUMMARIES.membershipRenewalFailed(member.username, planName)),
  lapsed: (member: Member, membershipId: number) =>
    entry(member, 'membership.lapsed', membershipId, AUDIT_SUMMARIES.membershipLapsed(member.username)),
  granted: (admin: AuditActor, member: Member, membershipId: number) =>
    entry(admin, 'membership.granted', membershipId, AUDIT_SUMMARIES.membershipGranted(member.username)),
  ended: (admin: AuditActor, member: Member, membershipId: number) =>
    entry(admin, 'membership.ended', membershipId, AUDIT_SUMMARIES.membershipEnded(member.username)),
};
