// The public contact form and the back-office inbox (docs/product/content.md). The limit counts stored
// rows per address inside the same write transaction as the insert, so it holds under any
// burst and across processes; the mail goes through the queued mailer after the answer. The
// inbox's changes are written to the audit log in their transaction, naming the sender, never
// the message (docs/product/back-office.md, docs/decisions/013).
import { AUDIT_SUMMARIES, LIMITS, SERVER_ERRORS, type ContactBody, type ContactMessage } from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { notFound, tooManyRequests } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import { composeContactMail } from './contact-mail.js';
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

export async function submitContactMessage(services: Services, body: ContactBody, address: string): Promise<ContactRow> {
  const since = new Date(services.clock.nowMs() - LIMITS.contactWindowMs).toISOString();
  const stored = await writeTransaction(
    services.db,
    async (trx) => {
      if ((await countMessagesFromIpSince(trx, address, since)) >= LIMITS.contactPerWindow) {
        throw tooManyRequests(SERVER_ERRORS.tooManyRequests);
      }
      return insertMessage(trx, {
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        reason: body.reason,
        message: body.message,
        ip: address,
        is_read: 0,
        created_at: services.clock.nowIso(),
      });
    },
    { locks: [`contact:${address}`] },
  );
  const siteName = (await services.settings.value('site_name')).trim() || undefined;
  services.mailer.send({
    to: '',
    replyTo: { name: stored.name.replace(/[\r\n\t]+/g, ' ').trim(), address: stored.email },
    ...composeContactMail(siteName, stored),
    context: { contactMessageId: stored.id },
  });
  return stored;
}

export async function listInbox(services: Services, page: { limit: number; offset: number }) {
  const db = services.db.kysely;
  const [rows, counts] = await Promise.all([listMessages(db, page), countMessages(db)]);
  return { messages: rows.map(toContactMessage), ...counts };
}

export async function markRead(services: Services, actor: AuditActor, id: number, isRead: boolean): Promise<ContactMessage> {
  const row = await writeTransaction(services.db, async (trx) => {
    const updated = await setMessageRead(trx, id, isRead);
    if (!updated) throw notFound(SERVER_ERRORS.messageNotFound);
    await services.auditLog.record(
      {
        actor,
        action: 'contact-message.read',
        target: { type: 'contact-message', id },
        summary: AUDIT_SUMMARIES.contactMessageRead(updated.name, isRead),
      },
      trx,
    );
    return updated;
  });
  return toContactMessage(row);
}

export async function removeMessage(services: Services, actor: AuditActor, id: number): Promise<void> {
  await writeTransaction(services.db, async (trx) => {
    const deleted = await deleteMessage(trx, id);
    if (!deleted) throw notFound(SERVER_ERRORS.messageNotFound);
    await services.auditLog.record(
      {
        actor,
        action: 'contact-message.deleted',
        target: { type: 'contact-message', id },
        summary: AUDIT_SUMMARIES.contactMessageDeleted(deleted.name),
      },
      trx,
    );
  });
}
