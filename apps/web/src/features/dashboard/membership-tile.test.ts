// docs/product/membership.md: the dashboard's Membership tile: join, or the plan and its renewal date.
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TILE_TEXTS as T, type MembershipView } from '@clanhall/shared';
import { membershipTile } from './membership-tile';

const plan = { id: 1, name: 'Hearth', description: '', price: 9, interval: 'month' as const, benefits: [] };
const view = (over: Partial<MembershipView> = {}): MembershipView => ({
  plan,
  status: 'active',
  source: 'payment',
  started_at: '2026-01-01T00:00:00.000Z',
  current_period_end: '2026-02-01T00:00:00.000Z',
  renews: true,
  payment_mode: 'test',
  ...over,
});
const base = { canJoin: true, applicationOpen: false, formatDate: () => 'Feb 1, 2026' };

describe('membershipTile', () => {
  it('gives a member their plan and renewal date, or its end', () => {
    expect(membershipTile({ ...base, role: 'member', membership: view() })).toEqual({
      description: T.planRenews('Hearth', 'Feb 1, 2026'),
      to: '/membership',
      action: T.open,
      status: 'active',
    });
    expect(
      membershipTile({ ...base, role: 'member', membership: view({ status: 'cancelling', renews: false }) })?.description,
    ).toBe(T.planEnds('Hearth', 'Feb 1, 2026'));
    expect(
      membershipTile({ ...base, role: 'member', membership: view({ current_period_end: null, renews: false }) })?.description,
    ).toBe(T.planLifetime('Hearth'));
    expect(
      membershipTile({ ...base, role: 'member', membership: view({ plan: null, current_period_end: null }) })?.description,
    ).toBe(T.noPlan);
    expect(membershipTile({ ...base, role: 'member', membership: null })?.description).toBe(T.noPlan);
    expect(membershipTile({ ...base, role: 'member', membership: view({ status: 'past_due' }) })?.description).toBe(T.pastDue);
  });

  it('offers a user /join while the club takes members, or says their application waits', () => {
    expect(membershipTile({ ...base, role: 'user', membership: null })).toEqual({
      description: T.joinText,
      to: '/join',
      action: T.joinButton,
      status: null,
    });
    expect(membershipTile({ ...base, role: 'user', membership: null, applicationOpen: true })?.description).toBe(
      T.applicationOpen,
    );
    expect(membershipTile({ ...base, role: 'user', membership: view({ status: 'lapsed', renews: false }) })?.to).toBe('/join');
  });

  it('shows nothing to an administrator, nor to a user of an invitation-only club who never was a member', () => {
    expect(membershipTile({ ...base, role: 'admin', membership: null })).toBeNull();
    expect(membershipTile({ ...base, canJoin: false, role: 'user', membership: null })).toBeNull();
    expect(
      membershipTile({ ...base, canJoin: false, role: 'user', membership: view({ status: 'lapsed', renews: false }) })?.to,
    ).toBe('/membership');
  });
});
