// SQLite with every transaction begun IMMEDIATE: the write lock is taken when the transaction
// starts, not at its first write. A deferred transaction that reads and then writes fails with
// SQLITE_BUSY when another connection (another process on the same file) wrote in between;
// an immediate one waits its turn instead, so check-then-write code is safe on SQLite the way
// an advisory lock makes it safe on PostgreSQL (db/write-transaction.ts).
import type { DatabaseConnection, DialectAdapter, Driver } from 'kysely';
import { CompiledQuery, SqliteAdapter, SqliteDialect } from './kysely.js';

/** How long a statement waits for another connection's write lock (busy_timeout). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** How long BEGIN IMMEDIATE keeps trying while another process holds the write lock. */
const BEGIN_WAIT_MS = 60_000;

const isBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

const raw = (connection: DatabaseConnection, text: string) => connection.executeQuery(CompiledQuery.raw(text));

/**
 * BEGIN IMMEDIATE, polling without blocking the event loop: better-sqlite3's own busy wait is
 * synchronous and would stall every request of this process, including the one whose
 * transaction holds the lock elsewhere in this process's queue.
 */
async function beginImmediate(connection: DatabaseConnection): Promise<void> {
  const deadline = Date.now() + BEGIN_WAIT_MS;
  await raw(connection, 'pragma busy_timeout = 0');
  try {
    for (;;) {
      try {
        await raw(connection, 'begin immediate');
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  } finally {
    await raw(connection, `pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  }
}

/**
 * SQLite does run DDL inside transactions, though Kysely's adapter says otherwise. Saying so
 * makes its migrator run all pending migrations in one transaction, which begins IMMEDIATE:
 * that is the migration lock across processes (Kysely's own SQLite lock does nothing), and a
 * failed migration leaves nothing behind.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = (connection) => beginImmediate(connection);
    return driver;
  }
}
