// This feature's query keys. Every membership change can move the tiles, so a write refreshes
// the whole screen's queries; one that changes an account's role refreshes the accounts too
// (User Management, the dashboard), which other features reach by topic (lib/query-topics.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, MembershipStatus } from '@clanhall/shared';
import { invalidateTopic } from '../../../lib/query-topics';

export const adminMembershipKey = ['admin', 'membership'] as const;
export const membershipStatsKey = [...adminMembershipKey, 'stats'] as const;
export const adminPlansKey = [...adminMembershipKey, 'plans'] as const;
export const adminMembersKey = (status: MembershipStatus | undefined) =>
  [...adminMembershipKey, 'members', status ?? 'all'] as const;
export const adminApplicationsKey = (status: ApplicationStatus | undefined) =>
  [...adminMembershipKey, 'applications', status ?? 'all'] as const;
export const adminInvitationsKey = [...adminMembershipKey, 'invitations'] as const;

export function refreshMembership(queryClient: QueryClient, { roles = false } = {}) {
  void queryClient.invalidateQueries({ queryKey: adminMembershipKey });
  if (roles) void invalidateTopic(queryClient, 'users');
}
