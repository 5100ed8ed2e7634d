// POST /api/membership/resume → { membership } (docs/product/membership.md): undoes a cancel before
// the period's end, so the membership renews again.
import type { MembershipResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function resumeMembership() {
  return (await http.post<MembershipResponse>('/api/membership/resume')).membership;
}
