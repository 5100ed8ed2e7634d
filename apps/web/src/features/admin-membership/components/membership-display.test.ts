import { describe, expect, it } from 'vitest';
import { invitationState, renewalText } from './membership-display';

describe('renewalText', () => {
  const end = '2026-03-01T12:00:00.000Z';
  it('says when a recurring plan renews, or when a cancelled one ends', () => {
    expect(renewalText({ status: 'active', renews: true, current_period_end: end })).toBe('Renews Mar 1, 2026');
    expect(renewalText({ status: 'cancelling', renews: false, current_period_end: end })).toBe('Ends Mar 1, 2026');
  });
  it('says a lapsed one ended, and a membership without an end has none', () => {
    expect(renewalText({ status: 'lapsed', renews: false, current_period_end: end })).toBe('Ended Mar 1, 2026');
    expect(renewalText({ status: 'active', renews: false, current_period_end: null })).toBe('No end date');
  });
});

describe('invitationState', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  it('is used once used, whatever its date', () => {
    expect(invitationState({ used_at: '2026-02-01T00:00:00.000Z', expires_at: '2026-02-02T00:00:00.000Z' }, now)).toBe('used');
  });
  it('waits until it expires', () => {
    expect(invitationState({ used_at: null, expires_at: '2026-03-01T12:00:01.000Z' }, now)).toBe('waiting');
    expect(invitationState({ used_at: null, expires_at: '2026-03-01T12:00:00.000Z' }, now)).toBe('expired');
  });
});
