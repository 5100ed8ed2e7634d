// GET /api/admin/audit-log?limit&before → { entries, next_cursor }, newest first; 'Load more'
// asks for the entries before the last one shown (platform.md §7).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { UI, type AuditLogResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { auditLogKey } from './keys';

export function getAuditLog(before: number | null): Promise<AuditLogResponse> {
  return http.get(`/api/admin/audit-log?limit=${UI.auditPageSize}${before === null ? '' : `&before=${before}`}`);
}

const auditLogQuery = infiniteQueryOptions({
  queryKey: auditLogKey,
  queryFn: ({ pageParam }) => getAuditLog(pageParam),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.next_cursor ?? undefined,
  // Every visit shows what was changed meanwhile, in this tab or any other.
  staleTime: 0,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery);
}
