// The membership rush (issue 25): 200 accounts of role `user` buy the same plan at once with
// the built-in test provider (docs/product/membership.md). As the checkout rush does, each step
// is one of its own, which every buyer starts together: all create their checkout, then all
// confirm the test card, then all activate, whose latencies are the budget's. Then all activate
// again, at once (a browser retrying): activation is idempotent, so the second answers the same
// membership and makes nothing twice. Finally the truth from the admin API: every buyer a
// member exactly once, and the tiles counting them.
import { call, createMembers, expectStatus, signInAdmin } from './clanhall-client.mjs';
import { summarise, tally } from './stats.mjs';

export const BUYERS = 200;
const WARMUP = 20;
const PLAN = { name: 'Hearth Circle', description: 'A seat by the fire.', price: 9, interval: 'month', benefits: ['Members-only stories'], sort_order: 0, is_active: true };
const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/** A step that must answer `status`: its answer, or an error naming the buyer and the step. */
async function step(buyer, status, label, ...request) {
  const res = await call(...request);
  if (res.status !== status) throw new Error(`${buyer.username}, ${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

const as = (buyer) => ({ token: buyer.token, address: buyer.address });

async function rush(baseUrl, adminToken, plan, { count, prefix, firstAddress }) {
  const buyers = await createMembers(baseUrl, adminToken, count, prefix, { firstAddress, role: 'user' });
  // Each buyer has /join open, whose page read the plans and their membership (unmeasured).
  await Promise.all(buyers.map((buyer) => expectStatus(200, baseUrl, 'GET', '/api/membership', as(buyer))));
  const intents = await Promise.all(
    buyers.map((buyer) => step(buyer, 200, 'checkout', baseUrl, 'POST', '/api/membership/checkout', { ...as(buyer), body: { plan_id: plan.id } })),
  );
  const confirms = await Promise.all(
    buyers.map((buyer, i) =>
      step(buyer, 200, 'confirm', baseUrl, 'POST', '/api/shop/test-payments/confirm', {
        ...as(buyer),
        body: { client_secret: intents[i].body.clientSecret, ...GOOD_CARD },
      }),
    ),
  );
  const activate = (buyer, i) =>
    call(baseUrl, 'POST', '/api/membership/activate', { ...as(buyer), body: { payment_intent_id: intents[i].body.paymentIntentId } });
  const activations = await Promise.all(buyers.map(activate));
  const again = await Promise.all(buyers.map(activate));
  return { buyers, intents, confirms, activations, again };
}

export async function membershipRush({ baseUrl }) {
  const adminToken = await signInAdmin(baseUrl);
  await expectStatus(200, baseUrl, 'POST', '/api/admin/settings', { token: adminToken, body: { membership_mode: 'paid' } });
  const { plan } = await expectStatus(201, baseUrl, 'POST', '/api/admin/membership/plans', { token: adminToken, body: PLAN });

  // Unmeasured: every path once, as the load scenarios warm up before measuring.
  const warmup = await rush(baseUrl, adminToken, plan, { count: WARMUP, prefix: 'join_warm', firstAddress: 0 });
  console.log(`  warm-up: ${WARMUP} buyers, activations ${JSON.stringify(tally(warmup.activations.map((a) => a.status)))}`);

  const started = Date.now();
  const { buyers, intents, confirms, activations, again } = await rush(baseUrl, adminToken, plan, {
    count: BUYERS,
    prefix: 'join_rush',
    firstAddress: WARMUP,
  });
  console.log(`  rush: ${BUYERS} accounts made, signed in, paid and activated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The members list, every page, by its cursor.
  const members = [];
  for (let before = null; ; ) {
    const page = await expectStatus(200, baseUrl, 'GET', `/api/admin/membership/members?limit=100${before ? `&before=${before}` : ''}`, { token: adminToken });
    members.push(...page.members);
    if (page.next_before == null) break;
    before = page.next_before;
  }
  const buyerIds = new Set(buyers.map((b) => b.id));
  const theirs = members.filter((m) => buyerIds.has(m.user_id));
  const { stats } = await expectStatus(200, baseUrl, 'GET', '/api/admin/membership/stats', { token: adminToken });
  const sameAnswer = activations.filter(
    (a, i) => a.status === 200 && again[i].status === 200 && JSON.stringify(a.body.membership) === JSON.stringify(again[i].body.membership),
  ).length;
  const figures = {
    buyers: BUYERS,
    activationStatuses: tally(activations.map((a) => a.status)),
    againStatuses: tally(again.map((a) => a.status)),
    sameAnswerTwice: sameAnswer,
    membershipsOfBuyers: theirs.length,
    distinctMembers: new Set(theirs.map((m) => m.user_id)).size,
    activeOnPlan: theirs.filter((m) => m.status === 'active' && m.plan?.id === plan.id).length,
    statsMembers: stats.members,
    expectedMembers: BUYERS + WARMUP,
    latencyMs: {
      activate: summarise(activations.map((a) => a.ms)),
      again: summarise(again.map((a) => a.ms)),
      checkout: summarise(intents.map((a) => a.ms)),
      confirm: summarise(confirms.map((a) => a.ms)),
    },
  };
  const a = figures.latencyMs.activate;
  console.log(
    `  activate, all ${BUYERS} at once: ${JSON.stringify(figures.activationStatuses)}, p50 ${a.p50} ms, p99 ${a.p99} ms; ${figures.distinctMembers} members of ${BUYERS}, ${figures.membershipsOfBuyers} memberships`,
  );
  return figures;
}
