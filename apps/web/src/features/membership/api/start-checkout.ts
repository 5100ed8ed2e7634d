// POST /api/membership/checkout { plan_id } → { clientSecret, paymentIntentId, amount } (cents;
// docs/product/membership.md Buying a membership). The server prices the plan itself.
import type { MembershipCheckoutResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';

/** The answer as received: the card cannot be confirmed without its client secret. */
export type MembershipCheckoutAnswer = Partial<MembershipCheckoutResponse>;

export function startCheckout(planId: number): Promise<MembershipCheckoutAnswer> {
  return http.post<MembershipCheckoutAnswer>('/api/membership/checkout', { plan_id: planId });
}
