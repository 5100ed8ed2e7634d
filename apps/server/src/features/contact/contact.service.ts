// The public contact form and the back-office inbox (platform.md §4). The rate limit counts
// stored rows per address, so it holds across processes without a shared memory store.
import type { Kysely } from 'kysely';
import { LIMITS, SERVER_ERRORS, type ContactBody, type ContactMessage } from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { notFound, tooManyRequests } from '../../lib/http-error.js';
import {
  countMessages,
  countMessagesFromIpSince,
  deleteMessage,
  insertMessage,
  listMessages,
  setMessageRead,
  type ContactRow,
} from './contact.repository.js';

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    reason: row.reason,
    message: row.message,
    is_read: row.is_read === 1,
    created_at: row.created_at,
  };
}

export async function submitContactMessage(db: Kysely<Database>, body: ContactBody, ip: string): Promise<ContactRow> {
  const since = new Date(Date.now() - LIMITS.contactWindowMs).toISOString();
  if ((await countMessagesFromIpSince(db, ip, since)) >= LIMITS.contactPerWindow) {
    throw tooManyRequests(SERVER_ERRORS.tooManyRequests);
  }
  return insertMessage(db, {
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    reason: body.reason,
    message: body.message,
    ip,
    is_read: 0,
    created_at: nowIso(),
  });
}

export async function listInbox(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, counts] = await Promise.all([listMessages(db, page), countMessages(db)]);
  return { messages: rows.map(toContactMessage), ...counts };
}

export async function markRead(db: Kysely<Database>, id: number, isRead: boolean): Promise<ContactMessage> {
  const row = await setMessageRead(db, id, isRead);
  if (!row) throw notFound(SERVER_ERRORS.messageNotFound);
  return toContactMessage(row);
}

export async function removeMessage(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteMessage(db, id))) throw notFound(SERVER_ERRORS.messageNotFound);
}
