// Kysely queries on audit_log for its writer (services/audit-log.ts; docs/decisions/013). The
// back office's reading of it is features/audit-log/audit-log.repository.ts.
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** One entry; given a write transaction, it commits with the change it records. */
export async function insertAuditEntry(db: Executor, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}
