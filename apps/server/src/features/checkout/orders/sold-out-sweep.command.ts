// A sell-out decided for the checkouts still waiting for a turn (checkout-gate.ts) as well as
// for the one that found it (docs/decisions/021). When a checkout in its turn finds
// its cart beyond the stock, those queued behind it were almost all paying for the same last
// units. Each would otherwise read its cart and write its refund decision in its own turn, two
// round trips apiece, four turns at a time. Instead the one that found the sell-out reads the
// waiting members' carts in one query and decides every one beyond the stock, its own payment
// included, in one conditional write.
// Nothing else changes for them: each is judged as its own turn would judge it
// (soldOutAsRead), the write touches only a payment still unrefunded and without an order,
// and one the sweep does not decide waits for its turn and is judged there afresh.
import type { Services } from '../../../services.js';
import { SHOP_ERRORS } from '@clanhall/shared';
import { parseSnapshot, priceCart } from './cart-total.js';
import { readCartLinesOfMembers, type CartLineRow } from './checkout.repository.js';
import { soldOutAsRead, type OrderCartInput } from './order-cart.js';
import { updatePaymentsUnlessOrdered, type PaymentRow } from '../payments/payments.repository.js';

/** At most this many waiting checkouts are swept with one found sold out: IN lists of up to 64 ids. */
export const SWEEP_MAX = 63;

/** The statuses a payment can still become an order (or be refunded) from. */
export const UNREFUNDED = ['requires_payment', 'failed', 'succeeded'] as const;

export const soldOutValues = (services: Services) => ({
  status: 'refunded' as const,
  refunded_at: null,
  failure_message: SHOP_ERRORS.soldOutRefunded,
  updated_at: services.clock.nowIso(),
});

/** A payment that may still be decided refunded without a lock, as far as this copy of it says. */
export const undecided = (payment: PaymentRow) => payment.order_id === null && (UNREFUNDED as readonly string[]).includes(payment.status);

/** A checkout waiting for its turn. */
export interface Waiter {
  input: OrderCartInput & { payment: PaymentRow };
  /** The waiter's answer, given by a sweep that decided its payment refunded. */
  answer(payment: PaymentRow): void;
  /** While a sweep judges this waiter: the payment it decided, or undefined. Its turn awaits it. */
  claimed?: Promise<PaymentRow | undefined>;
}

/**
 * Takes up to SWEEP_MAX waiters the sweep can judge (checkouts of the cart, undecided), oldest
 * first. A payment sent twice (a double-submitted checkout) is judged once: a waiter with the
 * sweeper's payment, or with one already claimed, is left to its own turn, where the lock
 * answers it.
 */
function claim(waiting: Set<Waiter>, sweeper: PaymentRow, verdicts: Promise<Map<Waiter, PaymentRow>>): Waiter[] {
  const claimed: Waiter[] = [];
  const payments = new Set([sweeper.id]);
  for (const waiter of waiting) {
    if (claimed.length === SWEEP_MAX) break;
    const { payment, from } = waiter.input;
    if (from === 'payment' || !undecided(payment) || payments.has(payment.id)) continue;
    payments.add(payment.id);
    waiting.delete(waiter);
    waiter.claimed = verdicts.then((decided) => decided.get(waiter));
    claimed.push(waiter);
  }
  return claimed;
}

/** The claimed waiters whose carts, read now, are beyond the stock. */
async function soldOutAmong(services: Services, claimed: readonly Waiter[]): Promise<Waiter[]> {
  if (claimed.length === 0) return [];
  const rows = await readCartLinesOfMembers(services.db.kysely, [...new Set(claimed.map((waiter) => waiter.input.user.id))]);
  const carts = new Map<number, CartLineRow[]>();
  for (const row of rows) {
    const lines = carts.get(row.user_id);
    if (lines) lines.push(row);
    else carts.set(row.user_id, [row]);
  }
  return claimed.filter(({ input }) =>
    soldOutAsRead(priceCart(carts.get(input.user.id) ?? []), parseSnapshot(input.payment.cart_snapshot), input.payment, input),
  );
}

/**
 * `payment`, whose cart was just read beyond the stock, decided refunded together with the
 * waiting checkouts whose carts are too (each answered at once). The row as decided, or
 * undefined when the payment changed meanwhile (the caller's transaction then decides).
 */
export async function decideSoldOutWithWaiting(services: Services, payment: PaymentRow, waiting: Set<Waiter>): Promise<PaymentRow | undefined> {
  let settle!: (decided: Map<Waiter, PaymentRow>) => void;
  const verdicts = new Promise<Map<Waiter, PaymentRow>>((resolve) => (settle = resolve));
  const claimed = claim(waiting, payment, verdicts);
  const decided = new Map<Waiter, PaymentRow>();
  try {
    const soldOut = await soldOutAmong(services, claimed);
    const rows = await updatePaymentsUnlessOrdered(services.db.kysely, [payment.id, ...soldOut.map((waiter) => waiter.input.payment.id)], UNREFUNDED, soldOutValues(services));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const waiter of soldOut) {
      const row = byId.get(waiter.input.payment.id);
      if (row) decided.set(waiter, row);
    }
    return byId.get(payment.id);
  } finally {
    // Undecided waiters (and all of them if a query failed) go on to their own turns.
    settle(decided);
    for (const [waiter, row] of decided) waiter.answer(row);
  }
}
