// Kysely queries on membership_applications. Lists are newest first by id and page by id
// (`before`), on the (user_id, id) and (status, id) indexes of migration 014; a view carries the
// applicant's name and address.
import type { Insertable, Updateable } from 'kysely';
import type { ApplicationStatus } from '@clanhall/shared';
import type { Dialect } from '../../../db/database.js';
import type { Executor } from '../../../db/executor.js';
import type { MembershipApplicationsTable } from '../../../db/schema.js';

const VIEW_COLUMNS = [
  'a.id',
  'a.user_id',
  'u.username',
  'u.email',
  'a.message',
  'a.status',
  'a.reason',
  'a.decided_at',
  'a.created_at',
] as const;

const views = (db: Executor) =>
  db.selectFrom('membership_applications as a').innerJoin('users as u', 'u.id', 'a.user_id').select(VIEW_COLUMNS);

export type ApplicationViewRow = NonNullable<Awaited<ReturnType<typeof findApplicationView>>>;

export function findApplicationView(db: Executor, id: number) {
  return views(db).where('a.id', '=', id).executeTakeFirst();
}

export async function insertApplication(db: Executor, values: Insertable<MembershipApplicationsTable>): Promise<number> {
  const row = await db.insertInto('membership_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the account has an open application (at most one: the partial unique index). */
export async function hasOpenApplication(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('membership_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export function listApplicationsOf(db: Executor, userId: number) {
  return views(db).where('a.user_id', '=', userId).orderBy('a.id', 'desc').execute();
}

export function listApplications(db: Executor, page: { status?: ApplicationStatus; before?: number; limit: number }) {
  let query = views(db);
  if (page.status) query = query.where('a.status', '=', page.status);
  if (page.before !== undefined) query = query.where('a.id', '<', page.before);
  return query.orderBy('a.id', 'desc').limit(page.limit).execute();
}

/**
 * The application, held until the transaction ends (PostgreSQL: FOR UPDATE; SQLite: the write
 * transaction's lock), so two answers to it cannot both land.
 */
export function lockApplication(db: Executor, id: number, dialect: Dialect) {
  const query = db.selectFrom('membership_applications').select(['id', 'user_id', 'status']).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Answers an open application; false when it was answered already. */
export async function answerApplication(
  db: Executor,
  id: number,
  values: Updateable<MembershipApplicationsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('membership_applications')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the account holds a membership in force (bought, granted or approved before). */
export async function holdsMembership(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'lapsed')
    .executeTakeFirst();
  return row !== undefined;
}
