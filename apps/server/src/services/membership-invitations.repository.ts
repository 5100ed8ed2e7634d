// Kysely queries on membership_invitations that registration needs (services/membership-invitations.ts):
// a link is found by its token's SHA-256, never by the token.
import type { Dialect } from '../db/database.js';
import type { Executor } from '../db/executor.js';

function usableInvitation(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('membership_invitations')
    .select(['id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
}

/** The unused, unexpired invitation with this token hash, if any (a read without a lock). */
export function findUsableInvitation(db: Executor, tokenHash: string, now: string) {
  return usableInvitation(db, tokenHash, now).executeTakeFirst();
}

/**
 * The same, held until the transaction ends (PostgreSQL: FOR UPDATE; SQLite: the write
 * transaction's lock), so two registrations with one link cannot both win.
 */
export function lockUsableInvitation(db: Executor, tokenHash: string, now: string, dialect: Dialect) {
  const query = usableInvitation(db, tokenHash, now);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Uses the invitation up; false when another transaction used it first. */
export async function markInvitationUsed(db: Executor, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('membership_invitations')
    .set({ used_at: now, used_by: userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
