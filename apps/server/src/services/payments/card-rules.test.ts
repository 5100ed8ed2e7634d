// The test provider's card rules (docs/product/shop-and-payments.md): Stripe's test-card meanings and words.
import { describe, expect, it } from 'vitest';
import { CARD_ERRORS } from '@clanhall/shared';
import { cardRefusal, passesLuhn } from './card-rules.js';

const now = new Date('2026-06-10T00:00:00.000Z');
const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe('card rules', () => {
  it('knows the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it.each([
    ['4242 4242 4242 4242 pays', {}, null],
    ['spaces and dashes are allowed', { card_number: '4242-4242 4242-4242' }, null],
    ['a two-digit year', { exp_year: 30 }, null],
    ['the expiry month itself is still valid', { exp_month: 6, exp_year: 2026 }, null],
    ['a four-digit CVC', { cvc: '1234' }, null],
    ['4000 0000 0000 0002 is declined', { card_number: '4000 0000 0000 0002' }, CARD_ERRORS.declined],
    ['4000 0000 0000 9995 has insufficient funds', { card_number: '4000 0000 0000 9995' }, CARD_ERRORS.insufficientFunds],
    ['last month has expired', { exp_month: 5, exp_year: 2026 }, CARD_ERRORS.expired],
    ['last year has expired', { exp_month: 12, exp_year: 25 }, CARD_ERRORS.expired],
    ['a number failing Luhn', { card_number: '4242 4242 4242 4241' }, CARD_ERRORS.incorrectNumber],
    ['a short number', { card_number: '4242' }, CARD_ERRORS.incorrectNumber],
    ['an empty number', { card_number: '' }, CARD_ERRORS.incorrectNumber],
    ['a CVC of two digits', { cvc: '12' }, CARD_ERRORS.incorrectCvc],
    ['a CVC of five digits', { cvc: '12345' }, CARD_ERRORS.incorrectCvc],
  ])('%s', (_label, change, refusal) => {
    expect(cardRefusal({ ...card, ...change }, now)).toBe(refusal);
  });
});
