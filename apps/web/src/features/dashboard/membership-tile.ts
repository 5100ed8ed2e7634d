// What the dashboard's Membership tile says (docs/product/membership.md Back office and
// dashboard: join, or the plan and its renewal date), by role and membership: a member sees
// their plan and when it renews or ends, or its status; a user is offered /join while the club
// takes members by itself (or told their application is waiting); an administrator, or a user
// of an invitation-only club who never was a member, has no tile.
import { MEMBERSHIP_TILE_TEXTS as T, type MembershipView, type Role } from '@clanhall/shared';

export interface MembershipTileContent {
  description: string;
  to: '/join' | '/membership';
  action: string;
  /** The status chip, for a membership that exists. */
  status: MembershipView['status'] | null;
}

export interface MembershipTileInput {
  role: Role;
  canJoin: boolean;
  membership: MembershipView | null | undefined;
  applicationOpen: boolean;
  formatDate(iso: string): string;
}

function memberLine(membership: MembershipView, formatDate: (iso: string) => string): string {
  const { plan, status, current_period_end: end } = membership;
  if (status === 'past_due') return T.pastDue;
  if (status === 'lapsed') return T.lapsed;
  if (!plan) return T.noPlan;
  if (!end) return T.planLifetime(plan.name);
  return status === 'active' && membership.renews
    ? T.planRenews(plan.name, formatDate(end))
    : T.planEnds(plan.name, formatDate(end));
}

export function membershipTile({
  role,
  canJoin,
  membership,
  applicationOpen,
  formatDate,
}: MembershipTileInput): MembershipTileContent | null {
  if (role === 'admin') return null;
  if (role === 'member') {
    if (!membership) return { description: T.noPlan, to: '/membership', action: T.open, status: null };
    return { description: memberLine(membership, formatDate), to: '/membership', action: T.open, status: membership.status };
  }
  if (applicationOpen) return { description: T.applicationOpen, to: '/join', action: T.open, status: null };
  if (canJoin)
    return {
      description: membership?.status === 'lapsed' ? `${T.lapsed} ${T.joinText}` : T.joinText,
      to: '/join',
      action: T.joinButton,
      status: membership ? membership.status : null,
    };
  if (membership)
    return { description: memberLine(membership, formatDate), to: '/membership', action: T.open, status: membership.status };
  return null;
}
