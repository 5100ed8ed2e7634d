// The test provider's card field (platform.md §5: 'Card number', 'Expiry' (MM / YY), 'CVC'):
// typing helpers that keep the fields in the shapes cards are written in, and the check for an
// unfinished field, in Stripe's own words so both providers speak alike.
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

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** Why the card cannot be sent yet, or null. */
export function checkTestCard(card: TestCard): string | null {
  if (digits(card.number, 19).length < 12) return CHECKOUT_TEXTS.incompleteNumber;
  if (!parseExpiry(card.expiry)) return CHECKOUT_TEXTS.incompleteExpiry;
  if (card.cvc.length < 3) return CHECKOUT_TEXTS.incompleteCvc;
  return null;
}

/** The confirmation body; call after checkTestCard passed. */
export function testConfirmBody(card: TestCard, clientSecret: string): TestPaymentConfirmBody {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    client_secret: clientSecret,
    card_number: card.number,
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc,
  };
}
