// What an order would be made of, and whether it can be made (docs/product/shop-and-payments.md): read and judged
// the same way under the payment's lock in the order's transaction (place-order.command.ts) and, first,
// without any lock, where a cart already beyond the stock is decided refunded by one write.
import { SHOP_ERRORS } from '@clanhall/shared';
import type { Dialect } from '../../../db/database.js';
import { conflict } from '../../../lib/http-error.js';
import { overStock, priceCart, priceSnapshot, sameItems, type PricedCart, type SnapshotLine } from './cart-total.js';
import { readCartLines, readProducts } from './checkout.repository.js';
import type { PaymentRow } from '../payments/payments.repository.js';
import type { Executor } from '../../../db/executor.js';

export interface OrderCartInput {
  user: { id: number };
  /** What the provider says was paid (never what the browser says). */
  paidCents: number;
  /** The items the member saw, when sent: they must be the server's cart. */
  items?: readonly { product_id: number; quantity: number }[];
  /**
   * 'cart' (checkout): the order is the member's cart now. 'payment' (finishing a payment whose
   * checkout never came): the order is what the payment bought, at the prices paid, whatever
   * the cart holds since; those products' lines leave the cart.
   */
  from?: 'cart' | 'payment';
}

/**
 * The cart the order is made of: the member's cart now (checkout), or what the payment bought
 * at the prices paid (finishing a payment whose checkout never came). `forUpdate` locks the
 * cart's rows on PostgreSQL.
 */
export async function readOrderCart(db: Executor, input: OrderCartInput, snapshot: readonly SnapshotLine[], forUpdate?: Dialect): Promise<PricedCart> {
  if (input.from === 'payment') return priceSnapshot(snapshot, await readProducts(db, snapshot.map((line) => line.product_id)));
  return priceCart(await readCartLines(db, input.user.id, forUpdate ? { forUpdate } : {}));
}

/**
 * 'sold-out' when a product paid for is off sale or a line is beyond the stock read; 409 when
 * the cart is not what was paid for; else 'sell'. (The stock read may be stale the other way:
 * the conditional UPDATE at the end of the order's transaction decides.)
 */
export function judgeOrderCart(cart: PricedCart, snapshot: readonly SnapshotLine[], payment: PaymentRow, input: OrderCartInput): 'sold-out' | 'sell' {
  // A product paid for and taken off sale since is as gone as one sold out.
  const paidFor = new Set(snapshot.map((line) => line.product_id));
  if (cart.inactiveProductIds.some((id) => paidFor.has(id))) return 'sold-out';
  if (input.items && !sameItems(cart, input.items)) throw conflict(SHOP_ERRORS.cartChanged);
  // docs/product/shop-and-payments.md: the intent must have paid exactly the cart's total.
  if (cart.lines.length === 0 || cart.totalCents !== input.paidCents || cart.totalCents !== payment.amount_cents) {
    throw conflict(SHOP_ERRORS.cartChanged);
  }
  return overStock(cart) ? 'sold-out' : 'sell';
}

/**
 * judgeOrderCart on a cart read without a lock: true only for a sell-out. A cart that is not
 * what was paid for, as read, may be a retry of this very payment that made the order and
 * emptied the cart meanwhile: that is left to the order's transaction, under the lock.
 */
export function soldOutAsRead(cart: PricedCart, snapshot: readonly SnapshotLine[], payment: PaymentRow, input: OrderCartInput): boolean {
  try {
    return judgeOrderCart(cart, snapshot, payment, input) === 'sold-out';
  } catch {
    return false;
  }
}
