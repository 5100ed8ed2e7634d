// Kysely queries on password_resets (docs/product/accounts-and-sessions.md, beyond the documents): mailed reset links,
// kept as the SHA-256 of their token.
import { sql } from '../../db/kysely.js';
import type { Dialect } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** The active account with this email (case-insensitive, by the lower(email) index). */
export function findActiveUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** A new link for the account; its older links stop working (only the newest mail counts). */
export async function replaceResetLinks(db: Executor, values: { user_id: number; token_hash: string; created_at: string; expires_at: string }): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', values.user_id).execute();
  await db.insertInto('password_resets').values(values).execute();
}

function usableResetLink(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
}

/** The unused, unexpired link with this token hash, if any (a read without a lock). */
export function findUsableResetLink(db: Executor, tokenHash: string, now: string) {
  return usableResetLink(db, tokenHash, now).executeTakeFirst();
}

/**
 * The same, held until the transaction ends (PostgreSQL: FOR UPDATE; SQLite: the write
 * transaction's lock), so two resets with one link cannot both win.
 */
export function lockUsableResetLink(db: Executor, tokenHash: string, now: string, dialect: Dialect) {
  const query = usableResetLink(db, tokenHash, now);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Every unused link of the account stops working: one was used, or the password or email
 * changed since they were mailed (docs/product/accounts-and-sessions.md).
 */
export async function voidResetLinks(db: Executor, userId: number, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The hourly sweep: links expired (used or not) are of no use to anyone. */
export async function deleteExpiredResetLinks(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom('password_resets').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
