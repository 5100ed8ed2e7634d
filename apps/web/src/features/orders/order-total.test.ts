// docs/product/shop-and-payments.md Order history: the total and each line's total, from the items, in cents.
import { describe, expect, it } from 'vitest';
import { lineTotal, orderTotal } from './order-total';

describe('order totals', () => {
  it('sums price times quantity without float error', () => {
    expect(
      orderTotal([
        { price: 8.4, quantity: 3 },
        { price: 17.35, quantity: 1 },
      ]),
    ).toBe(42.55);
    expect(
      orderTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(orderTotal([])).toBe(0);
    expect(lineTotal({ price: 0.7, quantity: 3 })).toBe(2.1);
  });
});
