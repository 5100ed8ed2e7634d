// Who may apply (docs/product/membership.md#applications): a `user`, while the membership mode
// takes applications. Members and administrators have nothing to apply for.
import { MEMBERSHIP_ERRORS, membershipModeAllowsApplying, type MembershipMode, type Role } from '@clanhall/shared';

export interface ApplyRefusal {
  status: 403 | 409;
  message: string;
}

/** Why this account may not apply now, or null when it may. */
export function applyRefusal(role: Role, mode: MembershipMode): ApplyRefusal | null {
  if (role === 'admin') return { status: 403, message: MEMBERSHIP_ERRORS.adminsAreMembers };
  if (role === 'member') return { status: 409, message: MEMBERSHIP_ERRORS.alreadyMember };
  if (!membershipModeAllowsApplying(mode)) return { status: 403, message: MEMBERSHIP_ERRORS.applyClosed };
  return null;
}
