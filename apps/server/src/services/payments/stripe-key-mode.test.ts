// docs/decisions/025: only Stripe's test-mode keys make test payments.
import { describe, expect, it } from 'vitest';
import { stripeKeyMode } from './stripe-key-mode.js';

describe('the mode of a Stripe secret key', () => {
  it.each([
    ['sk_test_51Habc', 'test'],
    ['rk_test_51Habc', 'test'],
    [' sk_test_51Habc ', 'test'],
    ['sk_live_51Habc', 'live'],
    ['rk_live_51Habc', 'live'],
    ['sk_51Habc', 'live'],
    ['pk_test_51Habc', 'live'],
    ['my_sk_test_key', 'live'],
  ])('%s is %s', (key, mode) => {
    expect(stripeKeyMode(key)).toBe(mode);
  });
});
