// GET /api/admin/membership/invitations?before → { invitations, next_before }: newest first.
import type { MembershipInvitation } from '@clanhall/shared';
import { adminInvitationsKey } from './keys';
import { pagedListQuery, usePagedList } from './paged-list';

interface InvitationsAnswer {
  invitations: MembershipInvitation[];
  next_before: number | null;
}

const invitationsOf = (answer: InvitationsAnswer) => answer.invitations;

export function useAdminInvitations() {
  return usePagedList(
    pagedListQuery<InvitationsAnswer>(adminInvitationsKey, '/api/admin/membership/invitations', {}),
    invitationsOf,
  );
}
