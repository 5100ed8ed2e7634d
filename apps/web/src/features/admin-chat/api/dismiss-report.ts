// POST /api/admin/chat/reports/{id}/dismiss → { report }: the message stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReport } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function dismissReport(id: number): Promise<{ report: MessageReport }> {
  return http.post(`/api/admin/chat/reports/${id}/dismiss`);
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissReport, onSuccess: () => refreshAdminChat(queryClient) });
}
