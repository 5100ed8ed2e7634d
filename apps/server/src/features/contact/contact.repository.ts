// Kysely queries for the contact form: stored messages, the per-address count behind the rate
// limit (index on ip, created_at).
import type { Insertable, Selectable } from 'kysely';
import type { ContactMessagesTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type ContactRow = Selectable<ContactMessagesTable>;

export async function countMessagesFromIpSince(db: Executor, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertMessage(db: Executor, values: Insertable<ContactMessagesTable>): Promise<ContactRow> {
  return db.insertInto('contact_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

export function listMessages(db: Executor, page: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMessages(db: Executor): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  // SUM over no rows is NULL, and PostgreSQL returns it as text.
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

export function setMessageRead(db: Executor, id: number, isRead: boolean) {
  return db
    .updateTable('contact_messages')
    .set({ is_read: isRead ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted row (its sender is named in the audit log), or undefined when there was none. */
export function deleteMessage(db: Executor, id: number): Promise<ContactRow | undefined> {
  return db.deleteFrom('contact_messages').where('id', '=', id).returningAll().executeTakeFirst();
}
