// Kysely queries on membership_invitations for the back office: sending and listing (newest
// first, paged by id). Using a link up is registration's (services/membership-invitations.ts).
import type { Insertable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { Executor } from '../../../db/executor.js';
import type { MembershipInvitationsTable } from '../../../db/schema.js';

const views = (db: Executor) =>
  db
    .selectFrom('membership_invitations as i')
    .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .leftJoin('users as invitee', 'invitee.id', 'i.used_by')
    .select([
      'i.id',
      'i.email',
      'inviter.username as invited_by',
      'i.created_at',
      'i.expires_at',
      'i.used_at',
      'invitee.username as used_by',
    ]);

export type InvitationViewRow = NonNullable<Awaited<ReturnType<typeof findInvitationView>>>;

export function findInvitationView(db: Executor, id: number) {
  return views(db).where('i.id', '=', id).executeTakeFirst();
}

export function listInvitations(db: Executor, page: { before?: number; limit: number }) {
  let query = views(db);
  if (page.before !== undefined) query = query.where('i.id', '<', page.before);
  return query.orderBy('i.id', 'desc').limit(page.limit).execute();
}

export async function insertInvitation(db: Executor, values: Insertable<MembershipInvitationsTable>): Promise<number> {
  const row = await db.insertInto('membership_invitations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account with this email, if any (case-insensitive, by the lower(email) index). */
export function findAccountByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}
