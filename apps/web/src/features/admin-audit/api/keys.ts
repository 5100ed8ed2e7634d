// This feature's query keys: one list per filter, all under the log's key.
import type { AuditArea } from '@clanhall/shared';

/** What the list is narrowed to: an area of the back office and one administrator. */
export interface AuditFilters {
  area: AuditArea | null;
  actorId: number | null;
}

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (filters: AuditFilters) => [...auditLogKeys.all, filters] as const,
};
