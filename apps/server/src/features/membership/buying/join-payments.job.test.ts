// Nothing paid is lost (docs/product/membership.md#buying-a-membership): the join job activates
// a payment whose tab closed before activation, refunds one that can no longer become a
// membership (the account deleted, or a member by other means meanwhile), retries a refund the
// provider refused, and cancels an intent never paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../services/clock.js';
import type { PaymentProvider } from '../../../services/payments/payment-provider.js';
import { createTestPaymentProvider } from '../../../services/payments/test-payment-provider.js';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import {
  auditActions,
  confirmCard,
  membershipRow,
  payForPlan,
  postCheckout,
  roleOf,
  seedPlan,
  setMembershipMode,
} from '../membership-fixtures.js';
import { CHECK_AFTER_MS, settleJoinPayments, STALE_JOIN_MS } from './join-payments.job.js';

describe('the join payments job', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-02-01T10:00:00.000Z'));
  let refundFails = false;
  let plan: Awaited<ReturnType<typeof seedPlan>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    // The app's own test provider, with refunds that fail while a test says so.
    const provider = createTestPaymentProvider({ db: t.services.db, clock });
    const flaky: PaymentProvider = Object.assign(Object.create(provider) as PaymentProvider, {
      refund: (id: string, key: string) => (refundFails ? Promise.reject(new Error('provider down')) : provider.refund(id, key)),
    });
    t.services.payments = flaky;
    await setMembershipMode(t.app, 'paid');
    plan = await seedPlan(t.app);
  });
  afterAll(() => t.close());

  const paymentOf = (intentId: string) =>
    t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('intent_id', '=', intentId)
      .executeTakeFirstOrThrow();
  const intentOf = (intentId: string) =>
    t.services.db.kysely.selectFrom('test_payment_intents').selectAll().where('id', '=', intentId).executeTakeFirstOrThrow();

  it('activates a paid join whose tab closed, once it has had time to activate itself', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const intentId = await payForPlan(t.app, user, plan.id);
    expect((await settleJoinPayments(t.services)).activated).toBe(0);
    clock.advance(CHECK_AFTER_MS + 1000);
    expect(await settleJoinPayments(t.services)).toMatchObject({ activated: 1 });
    expect(await roleOf(t.app, user.id)).toBe('member');
    expect((await paymentOf(intentId)).status).toBe('succeeded');
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).map((e) => [e.action, e.actor_id])).toEqual([['membership.started', user.id]]);
  });

  it('refunds a paid join of an account deleted meanwhile, and of one made a member by other means', async () => {
    const gone = await createUser(t.app, { role: 'user' });
    const goneIntent = await payForPlan(t.app, gone, plan.id);
    await t.services.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    const granted = await createUser(t.app, { role: 'user' });
    const grantedIntent = await payForPlan(t.app, granted, plan.id);
    const now = clock.nowIso();
    await t.services.db.kysely
      .insertInto('memberships')
      .values({ user_id: granted.id, source: 'grant', status: 'active', started_at: now, created_at: now, updated_at: now })
      .execute();

    clock.advance(CHECK_AFTER_MS + 1000);
    expect(await settleJoinPayments(t.services)).toMatchObject({ refunded: 2 });
    for (const intentId of [goneIntent, grantedIntent]) {
      expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
      expect((await intentOf(intentId)).refunded).toBe(1);
    }
    expect(await paymentOf(goneIntent)).toMatchObject({ user_id: null, username: gone.username });
    expect((await membershipRow(t.app, granted.id))!.source).toBe('grant');
  });

  it('tries a refund the provider refused again at its next turn', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const first = await payForPlan(t.app, user, plan.id);
    const second = await payForPlan(t.app, user, plan.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/membership/activate',
          headers: user.auth,
          payload: { payment_intent_id: first },
        })
      ).statusCode,
    ).toBe(200);
    refundFails = true;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/membership/activate',
          headers: user.auth,
          payload: { payment_intent_id: second },
        })
      ).statusCode,
    ).toBe(409);
    expect(await paymentOf(second)).toMatchObject({ status: 'refunded', refunded_at: null });
    await settleJoinPayments(t.services);
    expect((await paymentOf(second)).refunded_at).toBeNull();
    refundFails = false;
    await settleJoinPayments(t.services);
    expect((await paymentOf(second)).refunded_at).not.toBeNull();
    expect((await intentOf(second)).refunded).toBe(1);
  });

  it('cancels an intent never paid within a day, which then cannot be paid', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const { clientSecret, paymentIntentId } = (await postCheckout(t.app, user, plan.id)).json();
    const now = clock.nowIso();
    const crashed = await t.services.db.kysely
      .insertInto('membership_payments')
      .values({
        provider: 'test',
        intent_id: 'pending:crashed',
        user_id: user.id,
        username: user.username,
        plan_id: plan.id,
        kind: 'join',
        amount_cents: 1500,
        currency: 'usd',
        status: 'requires_payment',
        payment_mode: 'test',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clock.advance(STALE_JOIN_MS + 1000);
    expect(await settleJoinPayments(t.services)).toMatchObject({ canceled: 2 });
    expect((await paymentOf(paymentIntentId)).status).toBe('canceled');
    expect((await intentOf(paymentIntentId)).status).toBe('canceled');
    expect(
      (
        await t.services.db.kysely
          .selectFrom('membership_payments')
          .select('status')
          .where('id', '=', crashed.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('canceled');
    expect((await confirmCard(t.app, user, clientSecret)).statusCode).toBe(402);
    expect(await membershipRow(t.app, user.id)).toBeUndefined();
  });
});
