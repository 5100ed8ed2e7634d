// GET /api/membership/invitations/{token}: the address an invitation link was mailed to, while the
// link can still make an account (docs/product/membership.md#invitations). null: used, expired or
// unknown (404). Never kept between visits: a link stops working once used.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationCheck } from '@clanhall/shared';
import { ApiError, http } from '../../../lib/http';
import { authKeys } from './keys';

export async function getInvitation(token: string): Promise<InvitationCheck | null> {
  try {
    return await http.get<InvitationCheck>(`/api/membership/invitations/${encodeURIComponent(token)}`, { anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.invitation(token),
    queryFn: () => getInvitation(token),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQuery(token ?? ''), enabled: token !== null });
}
