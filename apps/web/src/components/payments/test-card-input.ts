// The test provider's card field (docs/product/shop-and-payments.md: 'Card number', 'Expiry' (MM / YY), 'CVC'):
// typing helpers that keep the fields in the shapes cards are written in, and the one check the
// request itself needs: the expiry must read as a month and a year. The number and the CVC are
// the provider's to judge, and it says what is wrong in its own words (docs/product/shop-and-payments.md: 402 'Your
// card number is incorrect.', "Your card's security code is incorrect.").
import { CHECKOUT_TEXTS, type TestPaymentConfirmBody } from '@clanhall/shared';

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (up to 19 digits). */
export function formatCardNumber(text: string): string {
  return digits(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12 / 34'. */
export function formatExpiry(text: string): string {
  const d = digits(text, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)} / ${d.slice(2)}`;
}

export function formatCvc(text: string): string {
  return digits(text, 4);
}

type Expiry = { month: number; year: number } | 'incomplete' | 'invalid-month';

function parseExpiry(expiry: string): Expiry {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry);
  if (!match) return 'incomplete';
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : 'invalid-month';
}

/** Why no confirmation can be asked for this card (the body takes a month 1-12 and a year), or null. */
export function checkTestCard(card: TestCard): string | null {
  const expiry = parseExpiry(card.expiry);
  if (expiry === 'incomplete') return CHECKOUT_TEXTS.incompleteExpiry;
  if (expiry === 'invalid-month') return CHECKOUT_TEXTS.invalidExpiryMonth;
  return null;
}

/** The confirmation body; call after checkTestCard passed. */
export function testConfirmBody(card: TestCard, clientSecret: string): TestPaymentConfirmBody {
  const parsed = parseExpiry(card.expiry);
  const expiry = typeof parsed === 'object' ? parsed : { month: 0, year: 0 };
  return {
    client_secret: clientSecret,
    card_number: card.number,
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc,
  };
}
