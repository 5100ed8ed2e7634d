// Ending a membership (docs/product/membership.md): its period ended after a cancellation, its
// renewal stayed unpaid past the grace days, or an administrator ended it. One write
// transaction under the membership's lock re-reads it, ends it with its role
// (services/memberships.ts endMembership: a member is role `user` again) and audits it; after
// commit the role change is announced, so every process's sessions and sockets follow at once
// (sockets leave what role `user` may not see), and a Stripe subscription is cancelled so it
// charges nothing more.
import type { MembershipStatus } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import type { Services } from '../../../services.js';
import type { AuditRecord } from '../../../services/audit-log.js';
import { announceRoleChange, endMembership, membershipLock } from '../../../services/memberships.js';
import { lockMembership, type MembershipRow } from '../member/memberships.repository.js';

export interface EndRequest {
  userId: number;
  /** Ended only while the membership is still in one of these (what the caller saw). */
  from: readonly MembershipStatus[];
  /** Also only if this still holds of it, read under the lock. */
  still?: (membership: MembershipRow) => boolean;
  audit: (membership: MembershipRow) => AuditRecord;
}

/** The membership as it was before it ended; undefined when it was no longer to end. */
export async function endMembershipNow(services: Services, request: EndRequest): Promise<MembershipRow | undefined> {
  const ended = await writeTransaction(
    services.db,
    async (trx) => {
      const membership = await lockMembership(trx, request.userId, services.db.dialect);
      if (!membership || !request.from.includes(membership.status) || !(request.still?.(membership) ?? true)) return undefined;
      const { roleChanged } = await endMembership(trx, request.userId, services.clock.nowIso());
      await services.auditLog.record(request.audit(membership), trx);
      return { membership, roleChanged };
    },
    { locks: [membershipLock(request.userId)] },
  );
  if (!ended) return undefined;
  if (ended.roleChanged) announceRoleChange(services, request.userId, 'user');
  services.events.emit('membership.written', { userId: request.userId });
  const subscriptionId = ended.membership.subscription_id;
  if (subscriptionId && services.payments.cancelSubscription) {
    await services.payments
      .cancelSubscription(subscriptionId)
      .catch((error: unknown) =>
        services.log.warn(
          { err: error, userId: request.userId, subscriptionId },
          'could not cancel the Stripe subscription of an ended membership',
        ),
      );
  }
  return ended.membership;
}
