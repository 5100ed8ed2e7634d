// Buying a membership (docs/product/membership.md#buying-a-membership): the checkout's intent,
// the test card, the activation that makes the account a member at once, and every refusal:
// the club's mode, a plan gone or no longer offered, an account that is a member already or an
// administrator, someone else's or an unknown intent, one not paid; activation answered twice
// or raced; a second payment refunded; a plan deactivated mid-checkout still honoured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, CARD_ERRORS, MEMBERSHIP_ERRORS, SERVER_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import {
  auditActions,
  confirmCard,
  FAILS_LATER_CARD,
  membershipRow,
  payForPlan,
  postActivate,
  postCheckout,
  roleOf,
  seedPlan,
  setMembershipMode,
} from '../membership-fixtures.js';

describe('buying a membership', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-01-31T09:00:00.000Z'));
  let plan: Awaited<ReturnType<typeof seedPlan>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    await setMembershipMode(t.app, 'paid');
    plan = await seedPlan(t.app, { name: 'Monthly', priceCents: 1299 });
  });
  afterAll(() => t.close());

  const newUser = () => createUser(t.app, { role: 'user' });
  const paymentOf = (intentId: string) =>
    t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('intent_id', '=', intentId)
      .executeTakeFirstOrThrow();
  const intentRow = (intentId: string) =>
    t.services.db.kysely.selectFrom('test_payment_intents').selectAll().where('id', '=', intentId).executeTakeFirstOrThrow();

  it('pays and activates: a member at once, its period a calendar month from now, audited with the member as actor', async () => {
    const user = await newUser();
    const checkout = await postCheckout(t.app, user, plan.id);
    expect(checkout.statusCode).toBe(200);
    const { clientSecret, paymentIntentId, amount } = checkout.json();
    expect(amount).toBe(1299);
    expect(await paymentOf(paymentIntentId)).toMatchObject({
      kind: 'join',
      status: 'requires_payment',
      user_id: user.id,
      plan_id: plan.id,
      amount_cents: 1299,
      payment_mode: 'test',
      provider: 'test',
    });

    // Not paid yet: 402, and nothing changed.
    const early = await postActivate(t.app, user, paymentIntentId);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ error: MEMBERSHIP_ERRORS.paymentNotSucceeded });

    expect((await confirmCard(t.app, user, clientSecret)).json()).toEqual({ status: 'succeeded' });
    expect((await intentRow(paymentIntentId)).payment_method).toBe('pm_card_ok');
    const res = await postActivate(t.app, user, paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().membership).toEqual({
      plan: {
        id: plan.id,
        name: 'Monthly',
        description: 'A plan for tests',
        price: 12.99,
        interval: 'month',
        benefits: ['The hall', 'The stories'],
      },
      status: 'active',
      source: 'payment',
      started_at: '2026-01-31T09:00:00.000Z',
      // 31 January + a month: the month's last day.
      current_period_end: '2026-02-28T09:00:00.000Z',
      renews: true,
      payment_mode: 'test',
    });
    expect(await roleOf(t.app, user.id)).toBe('member');
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      provider: 'test',
      payment_method: 'pm_card_ok',
      subscription_id: null,
    });
    expect((await paymentOf(paymentIntentId)).status).toBe('succeeded');
    const membershipId = (await membershipRow(t.app, user.id))!.id;
    expect(await auditActions(t.app, membershipId)).toEqual([
      {
        action: 'membership.started',
        actor_id: user.id,
        summary: AUDIT_SUMMARIES.membershipStarted(user.username, 'Monthly'),
        target_id: membershipId,
      },
    ]);
    // The session's next request sees the new role.
    const profile = await t.app.inject({ method: 'GET', url: '/api/membership', headers: user.auth });
    expect(profile.json().membership.status).toBe('active');

    // Again: the same membership, no second audit entry.
    const again = await postActivate(t.app, user, paymentIntentId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await auditActions(t.app, membershipId)).toHaveLength(1);
  });

  it('makes one membership of racing activations', async () => {
    const user = await newUser();
    const intentId = await payForPlan(t.app, user, plan.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postActivate(t.app, user, intentId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const membershipId = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, membershipId)).filter((e) => e.action === 'membership.started')).toHaveLength(1);
  });

  it("answers 404 for someone else's intent and for an unknown one", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const intentId = await payForPlan(t.app, owner, plan.id);
    for (const [caller, id] of [
      [other, intentId],
      [owner, 'pi_test_unknown'],
    ] as const) {
      const res = await postActivate(t.app, caller, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.paymentNotFound });
    }
    expect(await membershipRow(t.app, other.id)).toBeUndefined();
    // Nor may the other confirm the owner's card.
    const checkout = (await postCheckout(t.app, owner, plan.id)).json();
    expect((await confirmCard(t.app, other, checkout.clientSecret)).statusCode).toBe(404);
  });

  it('refunds a second payment that arrives for a member: 409 and the money back', async () => {
    const user = await newUser();
    const first = await payForPlan(t.app, user, plan.id);
    const checkout = (await postCheckout(t.app, user, plan.id)).json();
    expect((await confirmCard(t.app, user, checkout.clientSecret)).statusCode).toBe(200);
    expect((await postActivate(t.app, user, first)).statusCode).toBe(200);

    const second = await postActivate(t.app, user, checkout.paymentIntentId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: MEMBERSHIP_ERRORS.alreadyMember });
    expect(await paymentOf(checkout.paymentIntentId)).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    expect((await intentRow(checkout.paymentIntentId)).refunded).toBe(1);
    const after = await postActivate(t.app, user, checkout.paymentIntentId);
    expect(after.json()).toEqual({ error: MEMBERSHIP_ERRORS.paymentRefunded });
  });

  it('honours what was paid for a plan deactivated after its checkout (decision 033)', async () => {
    const user = await newUser();
    const retiring = await seedPlan(t.app, { name: 'Retiring', priceCents: 900 });
    const intentId = await payForPlan(t.app, user, retiring.id);
    await t.services.db.kysely.updateTable('membership_plans').set({ is_active: 0 }).where('id', '=', retiring.id).execute();
    const res = await postActivate(t.app, user, intentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().membership.plan.name).toBe('Retiring');
    // A new checkout of it is refused.
    const refused = await postCheckout(t.app, await newUser(), retiring.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MEMBERSHIP_ERRORS.planInactive });
  });

  it('sells again to an account whose membership lapsed: the one row starts again', async () => {
    const user = await newUser();
    const first = await payForPlan(t.app, user, plan.id);
    expect((await postActivate(t.app, user, first)).statusCode).toBe(200);
    const before = (await membershipRow(t.app, user.id))!;
    await t.services.db.kysely.updateTable('memberships').set({ status: 'lapsed' }).where('id', '=', before.id).execute();
    await t.services.db.kysely.updateTable('users').set({ role: 'user' }).where('id', '=', user.id).execute();
    const again = await payForPlan(t.app, user, plan.id);
    expect((await postActivate(t.app, user, again)).json().membership.status).toBe('active');
    expect(await membershipRow(t.app, user.id)).toMatchObject({ id: before.id, status: 'active', ended_at: null });
    expect(await roleOf(t.app, user.id)).toBe('member');
  });

  it('starts a lifetime plan with no end that does not renew', async () => {
    const user = await newUser();
    const lifetime = await seedPlan(t.app, { interval: 'lifetime', priceCents: 25000 });
    const intentId = await payForPlan(t.app, user, lifetime.id);
    const { membership } = (await postActivate(t.app, user, intentId)).json();
    expect(membership).toMatchObject({ status: 'active', current_period_end: null, renews: false });
  });

  it('remembers the card that fails later charges (4000 0000 0000 0341), which pays the first time', async () => {
    const user = await newUser();
    const intentId = await payForPlan(t.app, user, plan.id, FAILS_LATER_CARD);
    expect((await intentRow(intentId)).payment_method).toBe('pm_card_fails_later');
    expect((await postActivate(t.app, user, intentId)).statusCode).toBe(200);
    expect((await membershipRow(t.app, user.id))!.payment_method).toBe('pm_card_fails_later');
  });

  it("refuses a declined card with Stripe's words; the intent stays payable", async () => {
    const user = await newUser();
    const { clientSecret, paymentIntentId } = (await postCheckout(t.app, user, plan.id)).json();
    const declined = await confirmCard(t.app, user, clientSecret, {
      card_number: '4000 0000 0000 0002',
      exp_month: 12,
      exp_year: 2035,
      cvc: '123',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: CARD_ERRORS.declined });
    expect((await confirmCard(t.app, user, clientSecret)).statusCode).toBe(200);
    expect((await postActivate(t.app, user, paymentIntentId)).statusCode).toBe(200);
  });

  it('refuses members, administrators, missing and inactive plans', async () => {
    const member = await createUser(t.app, { role: 'member' });
    const admin = await createUser(t.app, { role: 'admin' });
    const paid = await newUser();
    await payForPlan(t.app, paid, plan.id).then((id) => postActivate(t.app, paid, id));
    const inactive = await seedPlan(t.app, { active: false });
    const cases: [CreatedUser, number, number, string][] = [
      [member, plan.id, 409, MEMBERSHIP_ERRORS.alreadyMember],
      [paid, plan.id, 409, MEMBERSHIP_ERRORS.alreadyMember],
      [admin, plan.id, 403, MEMBERSHIP_ERRORS.adminsAreMembers],
      [await newUser(), 987654, 404, MEMBERSHIP_ERRORS.planNotFound],
      [await newUser(), inactive.id, 409, MEMBERSHIP_ERRORS.planInactive],
    ];
    for (const [caller, planId, status, error] of cases) {
      const res = await postCheckout(t.app, caller, planId);
      expect(res.statusCode, error).toBe(status);
      expect(res.json()).toEqual({ error });
    }
  });

  it('refuses to sell while the club does not take members by payment', async () => {
    for (const mode of ['invite', 'apply'] as const) {
      await setMembershipMode(t.app, mode);
      const res = await postCheckout(t.app, await newUser(), plan.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.joinClosed });
    }
    await setMembershipMode(t.app, 'apply_or_paid');
    expect((await postCheckout(t.app, await newUser(), plan.id)).statusCode).toBe(200);
    await setMembershipMode(t.app, 'paid');
  });

  it('validates the bodies (400) and needs a session (401)', async () => {
    const user = await newUser();
    for (const payload of [{}, { plan_id: 'one' }, { plan_id: 1.5 }, { plan_id: -1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/membership/checkout', headers: user.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/plan_id/);
    }
    for (const payload of [{}, { payment_intent_id: '' }, { payment_intent_id: 'x'.repeat(300) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/membership/activate', headers: user.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/payment_intent_id/);
    }
    for (const url of ['/api/membership/checkout', '/api/membership/activate']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { plan_id: 1, payment_intent_id: 'x' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: SERVER_ERRORS.authRequired });
    }
  });
});
