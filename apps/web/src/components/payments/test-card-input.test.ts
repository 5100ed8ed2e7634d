// docs/product/shop-and-payments.md: the test provider's card fields keep the shapes cards are written in, and the
// expiry must read as a month and a year before a confirmation is asked for.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS } from '@clanhall/shared';
import { checkTestCard, formatCardNumber, formatCvc, formatExpiry, testConfirmBody } from './test-card-input';

describe('card field typing', () => {
  it('groups the number in fours, digits only, up to 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM / YY and the CVC as up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('checkTestCard', () => {
  const card = { number: '4242 4242 4242 4242', cvc: '123' };

  it('needs a whole expiry with a month from 01 to 12', () => {
    expect(checkTestCard({ ...card, expiry: '12' })).toBe(CHECKOUT_TEXTS.incompleteExpiry);
    expect(checkTestCard({ ...card, expiry: '' })).toBe(CHECKOUT_TEXTS.incompleteExpiry);
    expect(checkTestCard({ ...card, expiry: '13 / 30' })).toBe(CHECKOUT_TEXTS.invalidExpiryMonth);
    expect(checkTestCard({ ...card, expiry: '00 / 30' })).toBe(CHECKOUT_TEXTS.invalidExpiryMonth);
    expect(checkTestCard({ ...card, expiry: '01 / 30' })).toBeNull();
  });

  it("leaves the number and the CVC to the provider's judgement", () => {
    expect(checkTestCard({ number: '1', cvc: '', expiry: '12 / 30' })).toBeNull();
  });

  it('makes the confirmation body with the month and the four-digit year', () => {
    expect(testConfirmBody({ ...card, expiry: '07 / 31' }, 'secret_1')).toEqual({
      client_secret: 'secret_1',
      card_number: '4242 4242 4242 4242',
      exp_month: 7,
      exp_year: 2031,
      cvc: '123',
    });
  });
});
