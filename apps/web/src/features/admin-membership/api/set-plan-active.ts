// PUT /api/admin/membership/plans/{id} { is_active } → { plan }: Deactivate (no longer offered on
// /join; its members keep it) or Activate (docs/product/membership.md#plans).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMembershipPlan } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function setPlanActive({ id, is_active }: { id: number; is_active: boolean }): Promise<{ plan: AdminMembershipPlan }> {
  return http.put(`/api/admin/membership/plans/${id}`, { is_active });
}

export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPlanActive, onSuccess: () => refreshMembership(queryClient) });
}
