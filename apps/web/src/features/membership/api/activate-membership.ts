// POST /api/membership/activate { payment_intent_id } → { membership } (docs/product/membership.md
// Buying a membership): the paid intent makes the account a member at once. Idempotent on the
// server, so asking again after a failure to hear the answer starts nothing twice.
import type { MembershipResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

export async function activateMembership(paymentIntentId: string) {
  return (await http.post<MembershipResponse>('/api/membership/activate', { payment_intent_id: paymentIntentId })).membership;
}
