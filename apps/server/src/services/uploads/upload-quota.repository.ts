// The bytes an account has uploaded recently, for the daily upload quota (docs/product/chat.md,
// issue 8): the sum of its attachments' sizes since a time, read from the chat's `attachments`
// table through the (uploader_id, created_at) index of migration 006.
import type { Executor } from '../../db/executor.js';

export async function bytesUploadedSince(db: Executor, uploaderId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('uploader_id', '=', uploaderId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  // PostgreSQL sums an integer column as bigint, which arrives as a string.
  return Number(row?.bytes ?? 0);
}
