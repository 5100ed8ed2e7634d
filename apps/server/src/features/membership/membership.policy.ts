// Who may do what with memberships (docs/product/membership.md): a pure answer from the objects
// given. Buying is for an account that is not a member: an administrator is one already (403),
// and so is an account whose membership is in force, being cancelled or past due, or a member
// made by hand before memberships existed (409). A lapsed membership may be bought again.
import { MEMBERSHIP_ERRORS, type MembershipStatus, type Role } from '@clanhall/shared';
import { conflict, forbidden, type HttpError } from '../../lib/http-error.js';

/** A membership that gives access now. */
export const isLive = (status: MembershipStatus | undefined | null): boolean =>
  status === 'active' || status === 'cancelling' || status === 'past_due';

/** Why this account may not start a membership (buy, be granted one); null when it may. */
export function joinRefusal(account: { role: Role }, membership: { status: MembershipStatus } | undefined): HttpError | null {
  if (account.role === 'admin') return forbidden(MEMBERSHIP_ERRORS.adminsAreMembers);
  if (isLive(membership?.status) || account.role === 'member') return conflict(MEMBERSHIP_ERRORS.alreadyMember);
  return null;
}
