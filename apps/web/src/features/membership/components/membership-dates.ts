// Which date a membership's card shows beside 'Member since', and under which words
// (docs/product/membership.md: a renewing period renews, a cancelled one ends, a failed renewal
// is due, a lapsed one has ended; lifetime and plan-less memberships have no end).
import { MY_MEMBERSHIP_TEXTS as T, type MembershipView } from '@clanhall/shared';

export interface PeriodLine {
  label: string;
  /** ISO date, or null for 'No end date'. */
  date: string | null;
}

export function periodLine(membership: Pick<MembershipView, 'status' | 'renews' | 'current_period_end'>): PeriodLine {
  const end = membership.current_period_end;
  switch (membership.status) {
    case 'cancelling':
      return { label: T.ends, date: end };
    case 'past_due':
      return { label: T.paymentDue, date: end };
    case 'lapsed':
      return { label: T.ended, date: end };
    case 'active':
      if (!end) return { label: T.ends, date: null };
      return { label: membership.renews ? T.renews : T.ends, date: end };
  }
}
