// docs/product/shop-and-payments.md: the cart total is the sum of price times quantity. It is summed in whole
// cents (shared money.ts) so no float error creeps in, and the payment step sends exactly it.
import { toCents } from '@clanhall/shared';

export function cartTotalCents(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}
