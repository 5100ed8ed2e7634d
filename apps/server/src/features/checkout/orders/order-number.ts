// A readable, unguessable order number (docs/product/shop-and-payments.md: a readable order_number): the day it
// was placed and eight characters of Crockford base32 (no I, L, O, U to misread), e.g.
// CH-20260101-7K3M9QXA. 40 random bits make a clash within a day vanishingly rare; the caller
// still checks the unique column and draws again.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `CH-${day}-${code}`;
}
