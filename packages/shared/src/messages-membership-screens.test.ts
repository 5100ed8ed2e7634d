// docs/product/membership.md Joining: a plan's price per interval, as the plan cards show it.
import { describe, expect, it } from 'vitest';
import { planPriceLabel } from './messages-membership-screens.js';

describe('plan prices', () => {
  it('says the amount per interval, and once for a lifetime plan', () => {
    expect(planPriceLabel(9, 'month')).toBe('$9.00 / month');
    expect(planPriceLabel(90, 'year')).toBe('$90.00 / year');
    expect(planPriceLabel(250, 'lifetime')).toBe('$250.00 once');
    expect(planPriceLabel(4.5, 'month')).toBe('$4.50 / month');
  });
});
