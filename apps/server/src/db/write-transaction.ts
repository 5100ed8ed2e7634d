// One way to write several rows, or to check and then write, safely on both dialects:
// - SQLite: every transaction begins IMMEDIATE (db/sqlite-immediate-dialect.ts), so it holds
//   the database's single write lock from the start; the named locks are implied.
// - PostgreSQL: the named locks are transaction-scoped advisory locks, taken in a fixed order
//   (so two transactions never wait on each other in a circle), released at commit/rollback.
// A check made inside the transaction under the right lock still holds when the write lands:
// the last administrator, a contact form's per-address count, a friend request pair.
import type { Transaction } from 'kysely';
import { sql } from './kysely.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';

export type WriteTransaction = Transaction<Database>;

export interface WriteTransactionOptions {
  /** Names of what the transaction must have to itself ('admins', 'contact-ip:1.2.3.4'). */
  locks?: readonly string[];
}

export function writeTransaction<T>(
  db: Db,
  work: (trx: WriteTransaction) => Promise<T>,
  options: WriteTransactionOptions = {},
): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') {
      for (const name of [...new Set(options.locks ?? [])].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
      }
    }
    return work(trx);
  });
}
