// A paid period's end (docs/product/membership.md): a month or a year added in calendar terms,
// in UTC, on the calendar of the membership's start, so the renewal falls on the same day each
// time (nextPeriodEnd counts from the start, not from the last end). A day the target month
// lacks becomes that month's last day (31 January + 1 month = 28 or 29
// February; 29 February + 1 year = 28 February), as card schemes and Stripe do.
import type { PlanInterval } from '@clanhall/shared';

function addMonths(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

const monthsOf = (interval: 'month' | 'year') => (interval === 'month' ? 1 : 12);

/** The end of a period that starts at `from`, ISO; null for a lifetime plan (no end). */
export function periodEndAfter(from: string | Date, interval: PlanInterval): string | null {
  if (interval === 'lifetime') return null;
  const start = typeof from === 'string' ? new Date(from) : from;
  return addMonths(start, monthsOf(interval)).toISOString();
}

/**
 * The end of the period after the one ending at `currentEnd`, counted from the membership's
 * start (`anchor`) rather than from the old end, so a day a short month lacks comes back: a
 * membership of 31 January renews on 28 February, then on 31 March (not 28 March, as adding a
 * month to the old end would). An end that is not on the anchor's calendar (data written
 * otherwise) is extended from itself. Null for a lifetime plan.
 */
export function nextPeriodEnd(anchor: string, currentEnd: string, interval: PlanInterval): string | null {
  if (interval === 'lifetime') return null;
  const start = new Date(anchor);
  const end = new Date(currentEnd);
  const elapsed = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  if (elapsed >= 0 && addMonths(start, elapsed).getTime() === end.getTime()) {
    return addMonths(start, elapsed + monthsOf(interval)).toISOString();
  }
  return addMonths(end, monthsOf(interval)).toISOString();
}
