// GET /api/admin/membership/members?status&before → { members, next_before }: memberships newest
// first, narrowed to one status or all.
import type { AdminMember, MembershipStatus } from '@clanhall/shared';
import { adminMembersKey } from './keys';
import { pagedListQuery, usePagedList } from './paged-list';

interface MembersAnswer {
  members: AdminMember[];
  next_before: number | null;
}

const membersOf = (answer: MembersAnswer) => answer.members;

export function useAdminMembers(status: MembershipStatus | undefined) {
  return usePagedList(
    pagedListQuery<MembersAnswer>(adminMembersKey(status), '/api/admin/membership/members', { status }),
    membersOf,
  );
}
