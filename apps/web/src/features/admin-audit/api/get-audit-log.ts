// GET /api/admin/audit-log?limit&before&action&actor_id → { entries, next_cursor }, newest
// first; 'Load more' asks for the entries before the last one shown (docs/product/back-office.md). An area
// is an action code's first part, which the server matches against every code of that area.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { UI, type AuditLogResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { auditLogKeys, type AuditFilters } from './keys';

export function getAuditLog(filters: AuditFilters, before: number | null): Promise<AuditLogResponse> {
  const query = new URLSearchParams({ limit: String(UI.auditPageSize) });
  if (before !== null) query.set('before', String(before));
  if (filters.area) query.set('action', filters.area);
  if (filters.actorId !== null) query.set('actor_id', String(filters.actorId));
  return http.get(`/api/admin/audit-log?${query}`);
}

const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Every visit shows what was changed meanwhile, in this tab or any other.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQuery(filters));
}
