// The checkout rush: more buyers than stock, all at once (docs/product/shop-and-payments.md: stock never below
// zero under any concurrency; a sold-out checkout makes no order, refunds and answers 409).
// Set-up: a product with STOCK units and BUYERS members, made through the admin API, each with
// the shop open (its cart read once). Then every buyer adds one to the cart, all at once. When
// all have added, every buyer, at once, does what the shop's checkout does with the built-in
// test provider: create a payment intent for the cart's total, confirm it with the test card
// that succeeds (4242 4242 4242 4242). When all have paid, all send POST /api/shop/checkout at
// once: the race for the last units, whose latencies are the budget's. The 200 adds at once are
// judged against those 200 checkouts at once (flow-budgets.mjs): each is a step of its own,
// which every buyer starts together, so neither waits behind another step's requests. (With
// the add and the payment in one chain per buyer, the last adds were answered behind the
// intents and cards of the buyers who had added first.) Finally the truth from the admin API:
// orders made for these buyers and the stock left.
//
// Before it, unmeasured, a smaller rush of other members for another product runs every path
// once (orders made, sold out and refunded), as the load scenarios warm up before measuring: a
// shop that sells out is one that has been selling.
import { call, createMembers, expectStatus, signInAdmin } from './clanhall-client.mjs';
import { summarise, tally } from './stats.mjs';

export const BUYERS = 200;
export const STOCK = 50;
const WARMUP = { buyers: 40, stock: 10 };
const PRICE = 25;
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
const SHIPPING = { address: '1 Hearth Lane', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' };

/** A step that must answer `status`: its answer, or an error naming the buyer and the step. */
async function step(buyer, status, label, ...request) {
  const res = await call(...request);
  if (res.status !== status) throw new Error(`${buyer.username}, ${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** One of the product in the buyer's cart: how long it took. */
async function addToCart(baseUrl, buyer, productId) {
  const cart = await step(buyer, 200, 'add to cart', baseUrl, 'POST', '/api/shop/cart/add', {
    token: buyer.token,
    address: buyer.address,
    body: { product_id: productId, quantity: 1 },
  });
  return cart.ms;
}

/** Intent, card: the buyer's paid intent, and how long each step took. */
async function pay(baseUrl, buyer) {
  const as = { token: buyer.token, address: buyer.address };
  const intent = await step(buyer, 200, 'create-payment-intent', baseUrl, 'POST', '/api/shop/create-payment-intent', {
    ...as,
    body: { amount: PRICE * 100 },
  });
  const confirm = await step(buyer, 200, 'confirm', baseUrl, 'POST', '/api/shop/test-payments/confirm', {
    ...as,
    body: { client_secret: intent.body.clientSecret, ...GOOD_CARD },
  });
  return { buyer, intentId: intent.body.paymentIntentId, ms: { intent: intent.ms, confirm: confirm.ms } };
}

function checkout(baseUrl, { buyer, intentId }) {
  return call(baseUrl, 'POST', '/api/shop/checkout', {
    token: buyer.token,
    address: buyer.address,
    body: { name: buyer.username, email: `${buyer.username}@bench.test`, ...SHIPPING, payment_intent_id: intentId },
  });
}

/** A product of `stock` units, `buyers` members: every member pays at once, then checks out at once. */
async function rush(baseUrl, adminToken, { buyers: count, stock, name, firstAddress }) {
  const { product } = await expectStatus(201, baseUrl, 'POST', '/api/admin/shop/products', {
    token: adminToken,
    body: { name, description: `${stock} made, ${count} wanted.`, price: PRICE, stock_quantity: stock, is_active: true },
  });
  const buyers = await createMembers(baseUrl, adminToken, count, name.toLowerCase().replace(/\W+/g, '_'), { firstAddress });
  // Every buyer has the shop open, whose page read the member's cart (unmeasured): the rush
  // starts on the connections those pages opened, as a browser's click does. Measured here, 200
  // connections opened by the rush itself were most of add-to-cart's p99 (809 ms against 252 ms
  // on open ones), a cost of this one client process opening them all at once, and one the
  // checkout, on the same connections later, never paid.
  await Promise.all(buyers.map((buyer) => expectStatus(200, baseUrl, 'GET', '/api/shop/cart', { token: buyer.token, address: buyer.address })));
  const added = await Promise.all(buyers.map((buyer) => addToCart(baseUrl, buyer, product.id)));
  const paid = await Promise.all(buyers.map((buyer) => pay(baseUrl, buyer)));
  const answers = await Promise.all(paid.map((payment) => checkout(baseUrl, payment)));
  return { product, buyers, added, paid, answers };
}

export async function checkoutRush({ baseUrl }) {
  const adminToken = await signInAdmin(baseUrl);
  const warmup = await rush(baseUrl, adminToken, { ...WARMUP, name: 'Warm-up Candle', firstAddress: 0 });
  const warmupStatuses = tally(warmup.answers.map((a) => a.status));
  console.log(`  warm-up: ${WARMUP.buyers} buyers of ${WARMUP.stock} units, checkouts ${JSON.stringify(warmupStatuses)}`);

  const started = Date.now();
  const { product, buyers, added, paid, answers } = await rush(baseUrl, adminToken, {
    buyers: BUYERS,
    stock: STOCK,
    name: 'Rush Lantern',
    firstAddress: WARMUP.buyers,
  });
  console.log(
    `  rush: ${BUYERS} buyers made, signed in, paid and checked out in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const buyerIds = new Set(buyers.map((b) => b.id));
  const { orders } = await expectStatus(200, baseUrl, 'GET', '/api/admin/orders?limit=500', { token: adminToken });
  const { products } = await expectStatus(200, baseUrl, 'GET', '/api/admin/shop/products?limit=500', { token: adminToken });
  const figures = {
    warmup: { ...WARMUP, checkoutStatuses: warmupStatuses },
    buyers: BUYERS,
    stock: STOCK,
    checkoutStatuses: tally(answers.map((a) => a.status)),
    ordersMade: orders.filter((o) => buyerIds.has(o.user_id)).length,
    stockLeft: products.find((p) => p.id === product.id)?.stock_quantity ?? null,
    latencyMs: {
      checkout: summarise(answers.map((a) => a.ms)),
      cart: summarise(added),
      intent: summarise(paid.map((p) => p.ms.intent)),
      confirm: summarise(paid.map((p) => p.ms.confirm)),
    },
  };
  const { checkout: c, cart } = figures.latencyMs;
  console.log(`  add to cart, all ${BUYERS} at once: p50 ${cart.p50} ms, p99 ${cart.p99} ms`);
  console.log(
    `  checkout: ${JSON.stringify(figures.checkoutStatuses)}, p50 ${c.p50} ms, p99 ${c.p99} ms; ${figures.ordersMade} orders, stock left ${figures.stockLeft}`,
  );
  return figures;
}
