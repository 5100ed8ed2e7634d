// The accounts a membership belongs to, read by this feature's own queries (features do not
// import each other): who they are, their role and their email for the mails.
import type { Dialect } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

export function findAccount(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'username', 'email', 'role', 'status']).where('id', '=', id).executeTakeFirst();
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The account read inside a write transaction and held until it ends (PostgreSQL: FOR UPDATE; a deletion waits). */
export function lockAccount(db: Executor, id: number, dialect: Dialect) {
  const query = db.selectFrom('users').select(['id', 'username', 'email', 'role', 'status']).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}
