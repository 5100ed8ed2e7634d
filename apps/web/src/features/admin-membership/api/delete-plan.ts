// DELETE /api/admin/membership/plans/{id} → { success }; 409 with the server's reason when anyone
// ever held the plan (deactivate it instead).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshMembership } from './keys';

export function deletePlan(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/membership/plans/${id}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, onSuccess: () => refreshMembership(queryClient) });
}
