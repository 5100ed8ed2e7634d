// POST /api/membership/cancel → { membership } (docs/product/membership.md): the membership stays
// in force until its period's end, then is not renewed ('cancelling').
import type { MembershipResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function cancelMembership() {
  return (await http.post<MembershipResponse>('/api/membership/cancel')).membership;
}
