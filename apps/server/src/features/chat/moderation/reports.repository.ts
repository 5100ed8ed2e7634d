// Kysely queries on message reports (the moderation queue). A report names its message by
// kind and id without a foreign key, so it outlives the message (its text then reads null).
import type { MessageReportsTable } from '../../../db/schema.js';
import type { ReportRow } from '../chat-views.js';
import type { Executor } from '../../../db/executor.js';

type Status = MessageReportsTable['status'];

function selectReports(db: Executor) {
  return db
    .selectFrom('message_reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('direct_messages as dm', (join) => join.onRef('dm.id', '=', 'r.message_id').on('r.kind', '=', 'direct'))
    .leftJoin('room_messages as rm', (join) => join.onRef('rm.id', '=', 'r.message_id').on('r.kind', '=', 'room'))
    .leftJoin('chat_rooms as room', 'room.id', 'rm.room_id')
    .select([
      'r.id',
      'r.kind',
      'r.message_id',
      'r.reason',
      'r.status',
      'r.created_at',
      'reporter.username as reporter',
      'dm.content as direct_content',
      'dm.sender_name as direct_author',
      'rm.message as room_content',
      'rm.sender_name as room_author',
      'room.id as room_id',
      'room.name as room_name',
    ]);
}

export function findReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  return selectReports(db).where('r.id', '=', id).executeTakeFirst();
}

export function listReports(db: Executor, options: { limit: number; offset: number; status?: Status }): Promise<ReportRow[]> {
  let query = selectReports(db);
  if (options.status) query = query.where('r.status', '=', options.status);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(options.limit).offset(options.offset).execute();
}

export async function reportExists(db: Executor, kind: 'direct' | 'room', messageId: number, reporterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('message_reports')
    .select('id')
    .where('kind', '=', kind)
    .where('message_id', '=', messageId)
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertReport(
  db: Executor,
  values: { kind: 'direct' | 'room'; message_id: number; reporter_id: number; reason: string | null; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('message_reports')
    .values({ ...values, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes an open report; false when it was no longer open. */
export async function resolveReport(db: Executor, id: number, status: Exclude<Status, 'open'>, now: string): Promise<boolean> {
  const result = await db
    .updateTable('message_reports')
    .set({ status, resolved_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every other open report of a message that was removed is settled with it. */
export async function resolveReportsOfMessage(db: Executor, kind: 'direct' | 'room', messageId: number, now: string): Promise<void> {
  await db
    .updateTable('message_reports')
    .set({ status: 'removed', resolved_at: now })
    .where('kind', '=', kind)
    .where('message_id', '=', messageId)
    .where('status', '=', 'open')
    .execute();
}
