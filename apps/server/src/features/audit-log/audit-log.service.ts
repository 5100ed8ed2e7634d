// Reading the audit log (docs/product/back-office.md): newest first, a page at a time. One row more than
// asked says whether an older page exists, so the last page has no cursor.
import type { AuditEntry, AuditLogQuery, AuditLogResponse } from '@clanhall/shared';
import type { Services } from '../../services.js';
import { listAuditEntries, type AuditRow } from './audit-log.repository.js';

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor_id: row.actor_id,
  actor_name: row.actor_name,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  summary: row.summary,
  created_at: row.created_at,
});

export async function listAuditLog(services: Services, query: AuditLogQuery): Promise<AuditLogResponse> {
  const rows = await listAuditEntries(services.db.kysely, {
    limit: query.limit + 1,
    before: query.before,
    action: query.action,
    actorId: query.actor_id,
  });
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return { entries: shown.map(toEntry), next_cursor: last && rows.length > query.limit ? last.id : null };
}
