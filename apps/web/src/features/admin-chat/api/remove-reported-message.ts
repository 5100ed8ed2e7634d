// POST /api/admin/chat/reports/{id}/remove → { report }: deletes the reported message (room or
// direct) with its files and settles every open report of it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReport } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshAdminChat } from './keys';

export function removeReportedMessage(id: number): Promise<{ report: MessageReport }> {
  return http.post(`/api/admin/chat/reports/${id}/remove`);
}

export function useRemoveReportedMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeReportedMessage, onSuccess: () => refreshAdminChat(queryClient) });
}
