// How the screen words a membership's dates and an invitation's state.
import { ADMIN_MEMBERS_TEXTS as T, type AdminMember, type MembershipInvitation } from '@clanhall/shared';
import { formatShortDate } from '../../../lib/format';

/** The Renewal column: when a recurring plan is charged again, or when the membership ends or ended. */
export function renewalText(member: Pick<AdminMember, 'status' | 'renews' | 'current_period_end'>): string {
  const end = member.current_period_end;
  if (!end) return T.noEnd;
  if (member.status === 'lapsed') return T.ended(formatShortDate(end));
  return member.renews ? T.renews(formatShortDate(end)) : T.ends(formatShortDate(end));
}

export type InvitationState = 'waiting' | 'used' | 'expired';

/** A link is used once, or expires after 7 days unused (docs/product/membership.md#invitations). */
export function invitationState(
  invitation: Pick<MembershipInvitation, 'used_at' | 'expires_at'>,
  now = Date.now(),
): InvitationState {
  if (invitation.used_at) return 'used';
  return Date.parse(invitation.expires_at) <= now ? 'expired' : 'waiting';
}
