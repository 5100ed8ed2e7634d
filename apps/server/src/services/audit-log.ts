// The audit log's writer (docs/product/back-office.md: every administrator change, with who, when and what;
// docs/decisions/013). A feature calls record() itself, inside the write transaction of the
// change, so the entry commits with the change or not at all: a refused or rolled-back change
// leaves no entry, and no entry is ever missing for a change that landed. The summary names the
// object (AUDIT_SUMMARIES in packages/shared) and never a secret.
import { LIMITS, type AuditAction, type AuditTargetType } from '@clanhall/shared';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { Executor } from '../db/executor.js';
import { insertAuditEntry } from './audit-log.repository.js';

/** The signed-in administrator who made the change (the request's session user, never the body). */
export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: number | null };
  summary: string;
}

export interface AuditLog {
  /**
   * Writes one entry. Inside a write transaction pass it as `executor` (on SQLite the
   * transaction holds the only connection, and the entry must commit with the change).
   */
  record(entry: AuditRecord, executor?: Executor): Promise<void>;
}

/** A summary longer than the limit (a 200-character title in a sentence) is cut with '…'. */
function clip(summary: string): string {
  return summary.length <= LIMITS.auditSummaryMax ? summary : `${summary.slice(0, LIMITS.auditSummaryMax - 1)}…`;
}

export function createAuditLog(deps: { db: Db; clock: Clock }): AuditLog {
  return {
    async record(entry, executor = deps.db.kysely) {
      await insertAuditEntry(executor, {
        actor_id: entry.actor.id,
        actor_name: entry.actor.username,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        summary: clip(entry.summary),
        created_at: deps.clock.nowIso(),
      });
    },
  };
}
