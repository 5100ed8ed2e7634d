// GET /api/admin/chat/reports?status=open → { reports } (docs/product/chat.md): the moderation queue,
// newest first. Handled reports leave it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type MessageReport } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { chatReportsKey } from './keys';

export function getOpenReports(): Promise<{ reports: MessageReport[] }> {
  return http.get(`/api/admin/chat/reports?status=open&limit=${LIMITS.adminPageMax}`);
}

const openReportsQuery = queryOptions({ queryKey: chatReportsKey, queryFn: getOpenReports, staleTime: 0 });

export function useOpenReports() {
  return useQuery(openReportsQuery);
}
