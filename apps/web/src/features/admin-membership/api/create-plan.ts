// POST /api/admin/membership/plans → 201 { plan }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMembershipPlan, SavePlanBody } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

/** The dialog's fields as sent; a blank price or sort order is left out, and the server says what it needs. */
export type PlanInput = Omit<SavePlanBody, 'price' | 'sort_order'> & { price?: number; sort_order?: number };

export function createPlan(body: PlanInput): Promise<{ plan: AdminMembershipPlan }> {
  return http.post('/api/admin/membership/plans', body);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, onSuccess: () => refreshMembership(queryClient) });
}
