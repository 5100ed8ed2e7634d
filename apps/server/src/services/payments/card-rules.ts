// The test provider's card checks (docs/product/shop-and-payments.md), with Stripe's test-card meanings:
// 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
// insufficient funds; a past expiry, a number failing the Luhn check or a CVC that is not 3-4
// digits are refused with Stripe's own words. Spaces in the number are allowed.
// 4000 0000 0000 0341 pays like 4242 but fails every later charge of the saved card (a
// membership's renewal, docs/product/membership.md), as Stripe's card of that number does.
import { CARD_ERRORS, MEMBERSHIP_LIMITS } from '@clanhall/shared';

export interface TestCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A two-digit year is in this century (MM / YY). */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** null when the card pays; otherwise the message the 402 carries. */
export function cardRefusal(card: TestCard, now: Date): string | null {
  const digits = card.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return CARD_ERRORS.incorrectNumber;
  const year = fullYear(card.exp_year);
  const month = card.exp_month;
  // A card is valid through the last day of its expiry month.
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (expired) return CARD_ERRORS.expired;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return CARD_ERRORS.incorrectCvc;
  if (digits === '4000000000000002') return CARD_ERRORS.declined;
  if (digits === '4000000000009995') return CARD_ERRORS.insufficientFunds;
  return null;
}

/** What the test provider saves of a card that paid: how its later (off-session) charges go. */
export type SavedCardMethod = 'pm_card_ok' | 'pm_card_fails_later';

export function savedCardMethod(card: Pick<TestCard, 'card_number'>): SavedCardMethod {
  return card.card_number.replace(/[\s-]/g, '') === MEMBERSHIP_LIMITS.failingRenewalCard ? 'pm_card_fails_later' : 'pm_card_ok';
}

/** null when a later charge of the saved card pays; otherwise Stripe's words for the refusal. */
export function savedCardRefusal(paymentMethod: string): string | null {
  return paymentMethod === 'pm_card_ok' ? null : CARD_ERRORS.declined;
}
