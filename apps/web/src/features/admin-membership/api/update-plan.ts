// PUT /api/admin/membership/plans/{id} → { plan }: the dialog's fields (the call takes any of
// them; set-plan-active.ts sends the active flag alone).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMembershipPlan } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { PlanInput } from './create-plan';
import { refreshMembership } from './keys';

export function updatePlan({ id, ...body }: PlanInput & { id: number }): Promise<{ plan: AdminMembershipPlan }> {
  return http.put(`/api/admin/membership/plans/${id}`, body);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlan, onSuccess: () => refreshMembership(queryClient) });
}
