// The flow scenarios' budgets (scenarios.mjs) checked against their figures (budget-line.mjs
// says what a check is).
import { check, ms1, p99AgainstFloor, pct } from './budget-line.mjs';

/**
 * The checkout rush (checkout-rush.mjs): the stock sold exactly once, the rest refused, in time,
 * and adding to the cart no slower than the checkout of the same rush. The checkout's p99 keeps
 * an absolute limit: it is the time of 200 buyers' writes queued behind one another on one
 * database, and no bare server does that work to give it a floor. The cart's is judged against
 * that checkout: the same buyers, all at once, in the same run, with a simpler write.
 */
function checkoutChecks(result) {
  const { budgets: b, figures: f } = result;
  const created = f.checkoutStatuses['201'] ?? 0;
  const refused = f.checkoutStatuses['409'] ?? 0;
  const others = f.buyers - b.orders;
  const p99 = f.latencyMs.checkout.p99;
  const cartP99 = f.latencyMs.cart.p99;
  const cartLimit = p99 == null ? null : p99 * b.maxCartP99OfCheckout;
  return [
    check(
      result,
      'orders',
      `exactly ${b.orders} orders from ${f.buyers} buyers of ${f.stock} units`,
      `${f.ordersMade} orders, ${created} checkouts answered 201`,
      f.ordersMade === b.orders && created === b.orders,
      f.ordersMade,
      b.orders,
    ),
    check(result, 'stock', `${b.stockLeft} left`, String(f.stockLeft), f.stockLeft === b.stockLeft, f.stockLeft, b.stockLeft),
    check(
      result,
      'refusals',
      `the other ${others} checkouts answered 409 (sold out, refunded)`,
      Object.entries(f.checkoutStatuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', '),
      refused === others,
      refused,
      others,
    ),
    check(
      result,
      'POST /api/shop/checkout',
      `p99 ≤ ${b.maxP99Ms} ms`,
      ms1(p99),
      p99 !== null && p99 <= b.maxP99Ms,
      p99,
      b.maxP99Ms,
    ),
    check(
      result,
      'POST /api/shop/cart/add',
      `p99 ≤ ${b.maxCartP99OfCheckout === 1 ? '' : `${b.maxCartP99OfCheckout}× `}the same rush's checkout p99 (${ms1(p99)})`,
      ms1(cartP99),
      cartP99 !== null && cartLimit !== null ? cartP99 <= cartLimit : null,
      cartP99,
      cartLimit,
    ),
  ];
}

/**
 * The chat fan-out (chat-fanout.mjs): every message to every socket once, at the bare
 * server's pace, and soon: the delivery p99 against the bare Socket.IO server's in the same
 * run (its better round, like the rate), which broadcasts the same event to as many sockets.
 */
function fanoutChecks(result) {
  const { budgets: b, figures: f } = result;
  const once = (run, name) =>
    check(
      result,
      name,
      'every message delivered to every socket exactly once',
      `${run.deliveries} of ${run.expectedDeliveries}; ${run.missing} missing, ${run.duplicates} duplicates`,
      run.missing === 0 && run.duplicates === 0 && run.deliveries === run.expectedDeliveries,
      run.missing + run.duplicates,
      0,
    );
  // Every round, not only the better one, must have delivered every message exactly once.
  const all = (name) => {
    const rounds = (f.rounds ?? [f]).map((round) => round[name]);
    const sum = (key) => rounds.reduce((total, run) => total + run[key], 0);
    return {
      deliveries: sum('deliveries'),
      expectedDeliveries: sum('expectedDeliveries'),
      missing: sum('missing'),
      duplicates: sum('duplicates'),
    };
  };
  return [
    once(all('clanhall'), 'Clanhall'),
    // The yardstick's own deliveries must be whole too, or the ratio means nothing.
    once(all('bare'), 'bare Socket.IO'),
    p99AgainstFloor(
      result,
      'Clanhall',
      f.clanhall.latencyMs.p99,
      f.bare.latencyMs.p99,
      b.p99OverBare,
      "the bare Socket.IO server's p99",
    ),
    check(
      result,
      'Clanhall',
      `delivered/s ≥ ${pct(b.minRateRatio)} of the bare server's (${Math.round(f.bare.deliveredPerSec * b.minRateRatio)})`,
      `${f.clanhall.deliveredPerSec} (${pct(f.rateRatio)})`,
      f.rateRatio >= b.minRateRatio,
      f.rateRatio,
      b.minRateRatio,
    ),
  ];
}

/**
 * The membership rush (membership-rush.mjs): every buyer a member exactly once, a second
 * activation answering the same membership, and activation in time. Like the checkout's, the
 * p99 is absolute: 200 activations are writes queued on one database, which no bare server does.
 */
function membershipChecks(result) {
  const { budgets: b, figures: f } = result;
  const p99 = f.latencyMs.activate.p99;
  const ok = f.activationStatuses['200'] ?? 0;
  return [
    check(
      result,
      'members',
      `each of ${f.buyers} buyers a member exactly once`,
      `${ok} activations answered 200; ${f.distinctMembers} members, ${f.membershipsOfBuyers} memberships, ${f.activeOnPlan} active on the plan`,
      ok === f.buyers && f.distinctMembers === f.buyers && f.membershipsOfBuyers === f.buyers && f.activeOnPlan === f.buyers,
      f.membershipsOfBuyers,
      f.buyers,
    ),
    check(
      result,
      'activate again',
      'the same membership, nothing made twice',
      `${f.sameAnswerTwice} of ${f.buyers} the same`,
      f.sameAnswerTwice === f.buyers,
      f.sameAnswerTwice,
      f.buyers,
    ),
    check(
      result,
      'Members tile',
      `${f.expectedMembers} (with the warm-up's)`,
      String(f.statsMembers),
      f.statsMembers === f.expectedMembers,
      f.statsMembers,
      f.expectedMembers,
    ),
    check(result, 'POST /api/membership/activate', `p99 ≤ ${b.maxP99Ms} ms`, ms1(p99), p99 !== null && p99 <= b.maxP99Ms, p99, b.maxP99Ms),
  ];
}

const FLOW_CHECKS = { checkout: checkoutChecks, fanout: fanoutChecks, membership: membershipChecks };

/** The checks of a flow scenario that ran. */
export const flowChecks = (result) => FLOW_CHECKS[result.flow](result);
