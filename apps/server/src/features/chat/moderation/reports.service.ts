// Reporting a message and the moderation queue (docs/product/chat.md, beyond the documents): a member
// reports a message they may read (anything else is 404), once per message (409); an
// administrator dismisses the report or removes the message (its files too), which settles
// every open report of that message. Both are written to the audit log in their transaction
// (docs/product/back-office.md, docs/decisions/013).
import { AUDIT_SUMMARIES, CHAT_ERRORS, type MessageReport } from '@clanhall/shared';
import type { z } from 'zod';
import type { reportBody, reportsQuery } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict, HttpError, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { readableConversation, readableRoom, type Viewer } from '../chat.policy.js';
import { announceMessageDeleted } from '../realtime/chat-realtime.js';
import { isUniqueViolation } from '../chat-request.js';
import { removeStoredFiles } from '../files/chat-files.js';
import { reportedPlace } from './chat-audit.js';
import { toReport } from '../chat-views.js';
import { keysOfMessage } from '../files/attachments.repository.js';
import { findConversation } from '../conversations/conversations.repository.js';
import { deleteDirectMessage, findDirectMessage } from '../conversations/direct-messages.repository.js';
import { findReport, insertReport, listReports as listReportRows, reportExists, resolveReport, resolveReportsOfMessage } from './reports.repository.js';
import { deleteRoomMessage, findRoomMessage } from '../rooms/room-messages.repository.js';

type ReportBody = z.infer<typeof reportBody>;
type ReportsQuery = z.infer<typeof reportsQuery>;

/** 404 unless the viewer may read the message (a participant, or a reader of its room). */
async function assertMayReadMessage(services: Services, viewer: Viewer, kind: ReportBody['kind'], messageId: number): Promise<void> {
  const db = services.db.kysely;
  try {
    if (kind === 'direct') {
      const message = await findDirectMessage(db, messageId);
      if (!message) throw notFound(CHAT_ERRORS.messageNotFound);
      await readableConversation(db, viewer, message.conversation_id);
    } else {
      const message = await findRoomMessage(db, messageId);
      if (!message) throw notFound(CHAT_ERRORS.messageNotFound);
      await readableRoom(db, viewer, message.room_id);
    }
  } catch (error) {
    // Whatever hides it (its conversation, its private room), the message is not found.
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(CHAT_ERRORS.messageNotFound);
    throw error;
  }
}

async function reportView(services: Services, id: number): Promise<MessageReport> {
  const row = await findReport(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.reportNotFound);
  return toReport(row);
}

export async function reportMessage(services: Services, viewer: Viewer, body: ReportBody): Promise<MessageReport> {
  await assertMayReadMessage(services, viewer, body.kind, body.message_id);
  const db = services.db.kysely;
  if (await reportExists(db, body.kind, body.message_id, viewer.id)) throw conflict(CHAT_ERRORS.reportExists);
  let id: number;
  try {
    id = await insertReport(db, {
      kind: body.kind,
      message_id: body.message_id,
      reporter_id: viewer.id,
      reason: body.reason ? body.reason : null,
      created_at: services.clock.nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CHAT_ERRORS.reportExists);
    throw error;
  }
  return reportView(services, id);
}

export async function listReports(services: Services, query: ReportsQuery) {
  return { reports: (await listReportRows(services.db.kysely, query)).map(toReport) };
}

async function openReport(services: Services, id: number) {
  const row = await findReport(services.db.kysely, id);
  if (!row) throw notFound(CHAT_ERRORS.reportNotFound);
  if (row.status !== 'open') throw conflict(CHAT_ERRORS.reportResolved);
  return row;
}

export async function dismissReport(services: Services, admin: Viewer, id: number): Promise<MessageReport> {
  const report = await openReport(services, id);
  await writeTransaction(services.db, async (trx) => {
    if (!(await resolveReport(trx, id, 'dismissed', services.clock.nowIso()))) throw conflict(CHAT_ERRORS.reportResolved);
    await services.auditLog.record(
      {
        actor: admin,
        action: 'report.dismissed',
        target: { type: 'report', id },
        summary: AUDIT_SUMMARIES.reportDismissed(report.reporter, reportedPlace(report)),
      },
      trx,
    );
  });
  return reportView(services, id);
}

/** Removes the reported message (if it is still there) with its files, and settles its reports. */
export async function removeReportedMessage(services: Services, admin: Viewer, id: number): Promise<MessageReport> {
  const report = await openReport(services, id);
  const removed = await writeTransaction(services.db, async (trx) => {
    const now = services.clock.nowIso();
    if (!(await resolveReport(trx, id, 'removed', now))) throw conflict(CHAT_ERRORS.reportResolved);
    await resolveReportsOfMessage(trx, report.kind, report.message_id, now);
    // Read again inside the transaction: the entry names the message as it is now (or as gone).
    const current = (await findReport(trx, id)) ?? report;
    await services.auditLog.record(
      {
        actor: admin,
        action: 'report.removed',
        target: { type: 'report', id },
        summary: AUDIT_SUMMARIES.reportRemoved(current.reporter, reportedPlace(current)),
      },
      trx,
    );
    const keys = await keysOfMessage(trx, report.kind, report.message_id);
    if (report.kind === 'direct') {
      const message = await findDirectMessage(trx, report.message_id);
      if (!message || !(await deleteDirectMessage(trx, report.message_id))) return null;
      const conversation = await findConversation(trx, message.conversation_id);
      return { keys, place: conversation ? { conversation } : null };
    }
    const message = await findRoomMessage(trx, report.message_id);
    if (!message || !(await deleteRoomMessage(trx, report.message_id))) return null;
    return { keys, place: { room: { id: message.room_id } } };
  });
  if (removed) {
    await removeStoredFiles(services, removed.keys);
    if (removed.place) announceMessageDeleted(services, removed.place, report.message_id);
  }
  return reportView(services, id);
}
