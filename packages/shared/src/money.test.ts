// docs/product/shop-and-payments.md: dollars with 2 decimals, summed in whole cents, shown with a $ sign;
// docs/product/shop-and-payments.md: a lower sale price is the price charged.
import { describe, expect, it } from 'vitest';
import { effectivePriceCents, formatMoney, fromCents, toCents } from './money.js';

describe('money', () => {
  it('turns dollars into whole cents, rounded', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0.125)).toBe(13);
  });

  it('turns cents back into dollars exact to the cent', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(3 * 840 + 1735)).toBe(42.55);
    expect(fromCents(1250.4)).toBe(12.5);
  });

  it('sums prices without float error when kept in cents', () => {
    const prices = [0.1, 0.2, 0.3];
    expect(prices.reduce((sum, p) => sum + p, 0)).not.toBe(0.6);
    expect(fromCents(prices.reduce((sum, p) => sum + toCents(p), 0))).toBe(0.6);
  });

  it('shows an amount with a $ sign and two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.567)).toBe('$1234.57');
  });

  it('charges a sale price only when it is set and lower than the price', () => {
    expect(effectivePriceCents(2000, 1500)).toBe(1500);
    expect(effectivePriceCents(2000, 2000)).toBe(2000);
    expect(effectivePriceCents(2000, 2500)).toBe(2000);
    expect(effectivePriceCents(2000, null)).toBe(2000);
    expect(effectivePriceCents(2000, undefined)).toBe(2000);
    expect(effectivePriceCents(2000, 0)).toBe(0);
  });
});
