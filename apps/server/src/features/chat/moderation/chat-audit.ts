// What the audit log says about chat moderation (docs/product/back-office.md, docs/decisions/013): where a
// message was and who wrote it, read from the rows the change found, never the message text.
import type { AuditedMessagePlace } from '@clanhall/shared';
import type { ReportRow, RoomMessageRow } from '../chat-views.js';

/** A room message: its author as they are called now (or when they sent it), and its room. */
export const roomMessagePlace = (message: RoomMessageRow, roomName: string): AuditedMessagePlace => ({
  author: message.current_username ?? message.sender_name,
  roomName,
});

/** The reported message, as the report row found it (null author: the message is gone). */
export const reportedPlace = (report: ReportRow): AuditedMessagePlace =>
  report.kind === 'direct'
    ? { author: report.direct_author, roomName: null }
    : { author: report.room_author, roomName: report.room_name };
