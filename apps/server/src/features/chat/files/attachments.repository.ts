// Kysely queries on attachments: the files a message carries (their bytes are in private
// storage under storage_key). Whoever deletes rows here takes their keys to remove the files.
import type { Insertable } from 'kysely';
import { sql } from '../../../db/kysely.js';
import type { AttachmentsTable } from '../../../db/schema.js';
import type { AttachmentRow } from '../chat-views.js';
import type { Executor } from '../../../db/executor.js';
import { addToMessageCount } from '../rooms/room-messages.repository.js';

export type MessageKind = 'direct' | 'room';
const column = (kind: MessageKind) => (kind === 'direct' ? 'direct_message_id' : 'room_message_id');

export function listAttachmentsOf(db: Executor, kind: MessageKind, messageIds: number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('attachments').selectAll().where(column(kind), 'in', messageIds).orderBy('id').execute();
}

export function findAttachment(db: Executor, id: number): Promise<AttachmentRow | undefined> {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAttachments(db: Executor, rows: Insertable<AttachmentsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('attachments').values(rows).execute();
}

export async function deleteAttachment(db: Executor, id: number): Promise<AttachmentRow | undefined> {
  return db.deleteFrom('attachments').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function countAttachmentsOf(db: Executor, kind: MessageKind, messageId: number): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column(kind), '=', messageId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The storage keys of the files of a conversation's messages (before they are cleared). */
export async function keysOfConversation(db: Executor, conversationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments as a')
    .innerJoin('direct_messages as m', 'm.id', 'a.direct_message_id')
    .select('a.storage_key')
    .where('m.conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => row.storage_key);
}

/** The storage keys of the files of a room's messages (before they are cleared or the room deleted). */
export async function keysOfRoom(db: Executor, roomId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments as a')
    .innerJoin('room_messages as m', 'm.id', 'a.room_message_id')
    .select('a.storage_key')
    .where('m.room_id', '=', roomId)
    .execute();
  return rows.map((row) => row.storage_key);
}

export async function keysOfMessage(db: Executor, kind: MessageKind, messageId: number): Promise<string[]> {
  const rows = await db.selectFrom('attachments').select('storage_key').where(column(kind), '=', messageId).execute();
  return rows.map((row) => row.storage_key);
}

/** Which of these keys no attachment row names any more. */
export async function keysWithoutRow(db: Executor, keys: string[]): Promise<string[]> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const rows = await db.selectFrom('attachments').select('storage_key').where('storage_key', 'in', chunk).execute();
    for (const row of rows) known.add(row.storage_key);
  }
  return keys.filter((key) => !known.has(key));
}

/** Attachment rows of deleted accounts, removed; with their keys and the room messages they emptied. */
export async function deleteUploadsOfDeletedAccounts(db: Executor): Promise<{ keys: string[]; emptied: { id: number; room_id: number }[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom('attachments').where('uploader_id', 'is', null).returning(['storage_key', 'room_message_id']).execute();
    const roomMessageIds = [...new Set(rows.flatMap((row) => (row.room_message_id === null ? [] : [row.room_message_id])))];
    const emptied =
      roomMessageIds.length === 0
        ? []
        : await trx
            .deleteFrom('room_messages')
            .where('id', 'in', roomMessageIds)
            .where(sql<boolean>`trim(message) = ''`)
            .where((eb) => eb.not(eb.exists(eb.selectFrom('attachments').select('id').whereRef('attachments.room_message_id', '=', 'room_messages.id'))))
            .returning(['id', 'room_id'])
            .execute();
    const removedPerRoom = new Map<number, number>();
    for (const message of emptied) removedPerRoom.set(message.room_id, (removedPerRoom.get(message.room_id) ?? 0) + 1);
    for (const [roomId, removed] of removedPerRoom) await addToMessageCount(trx, roomId, -removed);
    return { keys: rows.map((row) => row.storage_key), emptied };
  });
}
