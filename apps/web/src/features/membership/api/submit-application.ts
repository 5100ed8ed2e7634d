// POST /api/membership/applications { message } → 201 { application } (docs/product/membership.md
// Applications): by a role user, one open application at a time (409 otherwise).
import type { MembershipApplication } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function submitApplication(message: string): Promise<MembershipApplication> {
  return (await http.post<{ application: MembershipApplication }>('/api/membership/applications', { message })).application;
}
