// Periods in calendar terms (docs/product/membership.md): the same day next month or next year,
// the month's last day where that day does not exist.
import { describe, expect, it } from 'vitest';
import { nextPeriodEnd, periodEndAfter } from './periods.js';

describe('period ends', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', 'month', '2026-02-15T10:30:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 'month', '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', 'month', '2028-02-29T08:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', 'month', '2027-01-31T23:59:59.000Z'],
    ['2026-03-31T00:00:00.000Z', 'month', '2026-04-30T00:00:00.000Z'],
    ['2026-05-20T12:00:00.000Z', 'year', '2027-05-20T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 'year', '2029-02-28T12:00:00.000Z'],
  ] as const)('%s + a %s is %s', (from, interval, end) => {
    expect(periodEndAfter(from, interval)).toBe(end);
  });

  it('has no end for a lifetime plan', () => {
    expect(periodEndAfter('2026-05-20T12:00:00.000Z', 'lifetime')).toBeNull();
  });

  // Each renewal on the calendar of the start: a day a short month lacks comes back after it.
  it.each([
    ['2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z', 'month', '2026-03-31T08:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', '2026-03-31T08:00:00.000Z', 'month', '2026-04-30T08:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', '2026-04-30T08:00:00.000Z', 'month', '2026-05-31T08:00:00.000Z'],
    ['2026-08-31T08:00:00.000Z', '2026-12-31T08:00:00.000Z', 'month', '2027-01-31T08:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2029-02-28T12:00:00.000Z', 'year', '2030-02-28T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2031-02-28T12:00:00.000Z', 'year', '2032-02-29T12:00:00.000Z'],
    ['2026-01-15T10:30:00.000Z', '2026-02-15T10:30:00.000Z', 'month', '2026-03-15T10:30:00.000Z'],
    // An end off the start's calendar is extended from itself.
    ['2026-01-31T08:00:00.000Z', '2026-02-20T00:00:00.000Z', 'month', '2026-03-20T00:00:00.000Z'],
  ] as const)('started %s, ending %s: the next %s ends %s', (anchor, end, interval, next) => {
    expect(nextPeriodEnd(anchor, end, interval)).toBe(next);
  });

  it('has no next end for a lifetime plan', () => {
    expect(nextPeriodEnd('2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z', 'lifetime')).toBeNull();
  });
});
