// docs/product/chat.md: chat dates are en-US with a short month ("Nov 22, 2026").
import { formatDateTime, formatShortDate, formatShortDateTime } from '../../lib/format';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Under a message: its time ("3:04 PM"); the day is on the separator above. */
export function messageTime(iso: string): string {
  return formatDateTime(iso, { hour: 'numeric', minute: '2-digit' });
}

/** The separator between days of messages ("Nov 22, 2026"). */
export const messageDay = formatShortDate;

/** A key per local day, to know where a separator goes. */
export const dayKey = (iso: string) => new Date(iso).toDateString();

/** On hover: date and time ("Nov 22, 2026, 3:04 PM"). */
export const fullDateTime = formatShortDateTime;

/** A conversation's last activity in the list: the time today, else the short date. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return messageTime(iso);
  if (date.getFullYear() === now.getFullYear()) return formatDateTime(iso, { month: 'short', day: 'numeric' });
  return formatShortDate(iso);
}
