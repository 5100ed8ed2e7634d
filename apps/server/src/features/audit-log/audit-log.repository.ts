// Kysely queries on audit_log: newest first by id, the primary key (or the action or actor
// index when filtered), older than a cursor.
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditPage {
  limit: number;
  before?: number;
  /** A whole code (`user.status`) or its object part (`user`: every `user.*`). */
  action?: string;
  actorId?: number;
}

export function listAuditEntries(db: Executor, page: AuditPage): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  if (page.actorId !== undefined) query = query.where('actor_id', '=', page.actorId);
  if (page.action !== undefined) {
    const code = page.action;
    // `user` matches user.created … user.status: the range [`user.`, `user/`) ('/' follows '.'),
    // which the (action, id) index serves; a whole code is one value.
    query = code.includes('.')
      ? query.where('action', '=', code as AuditRow['action'])
      : query.where('action', '>=', `${code}.` as AuditRow['action']).where('action', '<', `${code}/` as AuditRow['action']);
  }
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}
