// docs/product/membership.md: the date a membership's card names, by status.
import { describe, expect, it } from 'vitest';
import { MY_MEMBERSHIP_TEXTS as T } from '@clanhall/shared';
import { periodLine } from './membership-dates';

const END = '2026-12-01T00:00:00.000Z';

describe('periodLine', () => {
  it('names the renewal of a renewing membership and the end of a cancelled one', () => {
    expect(periodLine({ status: 'active', renews: true, current_period_end: END })).toEqual({ label: T.renews, date: END });
    expect(periodLine({ status: 'cancelling', renews: false, current_period_end: END })).toEqual({ label: T.ends, date: END });
  });

  it('has no end for a lifetime or plan-less membership', () => {
    expect(periodLine({ status: 'active', renews: false, current_period_end: null })).toEqual({ label: T.ends, date: null });
  });

  it('says since when a payment is due, and when a lapsed membership ended', () => {
    expect(periodLine({ status: 'past_due', renews: true, current_period_end: END })).toEqual({ label: T.paymentDue, date: END });
    expect(periodLine({ status: 'lapsed', renews: false, current_period_end: END })).toEqual({ label: T.ended, date: END });
  });
});
