// Renewal and lapse by the clock (docs/product/membership.md#renewal): tests move the clock and
// run the job's function. A good card renews at the period's end (the same day next month);
// the card that fails later charges makes the membership past due, tried again daily, and
// lapsed after the grace days with the role back to `user`; a cancelled membership lapses at
// its end with no charge. Every step is mailed (through a real SMTP server here) and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_LIMITS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import type { EventName } from '../../../services/events.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';
import {
  auditActions,
  FAILS_LATER_CARD,
  GOOD_CARD,
  joinPlan,
  membershipRow,
  roleOf,
  seedPlan,
  setMembershipMode,
} from '../membership-fixtures.js';
import { runRenewals } from './renewals.job.js';

const DAY = 24 * 60 * 60 * 1000;

describe('renewals and lapses', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = manualClock(new Date('2026-05-15T08:00:00.000Z'));
  let plan: Awaited<ReturnType<typeof seedPlan>>;
  const heard: { name: EventName; payload: unknown }[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({}, { services: { clock } });
    await t.services.settings.write({ site_name: 'Hall of Tests', smtp_config: smtp.smtpConfig });
    await setMembershipMode(t.app, 'paid');
    plan = await seedPlan(t.app, { name: 'Monthly', priceCents: 1000 });
    t.services.events.onAny((name, payload) => heard.push({ name, payload }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A member who joined now with this card; the clock is back at the start of each test. */
  async function memberWith(card: Record<string, unknown>): Promise<CreatedUser> {
    const user = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, user, plan.id, card);
    return user;
  }
  const mailsTo = async (user: CreatedUser) => {
    await t.services.mailer.idle();
    return smtp.received.filter((mail) => mail.to.includes(user.email)).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)![1]);
  };
  const renewals = (user: CreatedUser) =>
    t.services.db.kysely
      .selectFrom('membership_payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'renewal')
      .orderBy('id')
      .execute();
  const at = (iso: string) => clock.set(new Date(iso));
  /** A session opened now: the one of the member's joining has expired a month later. */
  const signedIn = async (user: CreatedUser) => {
    const row = await t.services.db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    return { authorization: `Bearer ${await t.services.sessions.issue(row)}` };
  };

  it('charges a good card again at the period’s end and extends the period by a month from its old end', async () => {
    at('2026-05-15T08:00:00.000Z');
    const user = await memberWith(GOOD_CARD);
    at('2026-06-15T07:59:59.000Z');
    await runRenewals(t.services);
    expect(await renewals(user)).toEqual([]);

    at('2026-06-15T08:00:30.000Z');
    await runRenewals(t.services);
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'active',
      current_period_end: '2026-07-15T08:00:00.000Z',
      past_due_since: null,
    });
    expect(await renewals(user)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 1000, payment_mode: 'test', plan_id: plan.id }),
    ]);
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).at(-1)).toEqual({
      action: 'membership.renewed',
      actor_id: user.id,
      summary: AUDIT_SUMMARIES.membershipRenewed(user.username, 'Monthly'),
      target_id: id,
    });
    expect(await mailsTo(user)).toEqual(['[Hall of Tests] Your membership was renewed']);
    const raw = smtp.received.find((mail) => mail.to.includes(user.email))!.raw;
    expect(raw).toContain('$10.00');
    expect(raw).toContain('15 July 2026');

    // Run again (or by a second process): nothing more.
    await Promise.all([runRenewals(t.services), runRenewals(t.services)]);
    expect(await renewals(user)).toHaveLength(1);
  });

  it('keeps the renewal day of a membership started on the 31st: 28 February, then 31 March', async () => {
    at('2026-01-31T08:00:00.000Z');
    const user = await memberWith(GOOD_CARD);
    expect((await membershipRow(t.app, user.id))!.current_period_end).toBe('2026-02-28T08:00:00.000Z');
    at('2026-02-28T08:01:00.000Z');
    await runRenewals(t.services);
    expect((await membershipRow(t.app, user.id))!.current_period_end).toBe('2026-03-31T08:00:00.000Z');
    at('2026-03-31T08:01:00.000Z');
    await runRenewals(t.services);
    expect((await membershipRow(t.app, user.id))!.current_period_end).toBe('2026-04-30T08:00:00.000Z');
    expect((await renewals(user)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('refunds a renewal charged while the member was cancelling it, and lapses it uncharged', async () => {
    at('2026-05-15T08:00:00.000Z');
    const user = await memberWith(GOOD_CARD);
    at('2026-06-15T08:00:30.000Z');
    const headers = await signedIn(user);
    // The member cancels between the job's list and its charge (a second tab at the period's end).
    const provider = t.services.payments;
    t.services.payments = Object.assign(Object.create(provider) as typeof provider, {
      chargeSaved: async (input: Parameters<NonNullable<typeof provider.chargeSaved>>[0]) => {
        const cancelled = await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        return provider.chargeSaved!(input);
      },
    });
    try {
      await runRenewals(t.services);
    } finally {
      t.services.payments = provider;
    }
    const [charge] = await renewals(user);
    expect(charge).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    const intent = await t.services.db.kysely
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('id', '=', charge!.intent_id)
      .executeTakeFirstOrThrow();
    expect(intent).toMatchObject({ status: 'succeeded', refunded: 1 });
    // Not extended; its period over, the same run lapses it.
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'lapsed',
      current_period_end: '2026-06-15T08:00:00.000Z',
    });
    await runRenewals(t.services);
    expect(await renewals(user)).toHaveLength(1);
    expect(await mailsTo(user)).toEqual(['[Hall of Tests] Your membership has ended']);
  });

  it('makes the failing card past due, tries daily, and lapses it after the grace days: role user at once', async () => {
    at('2026-05-15T08:00:00.000Z');
    const user = await memberWith(FAILS_LATER_CARD);
    at('2026-06-15T09:00:00.000Z');
    // Two processes at once: one charge, one failure recorded.
    await Promise.all([runRenewals(t.services), runRenewals(t.services)]);
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'past_due',
      past_due_since: '2026-06-15T09:00:00.000Z',
      current_period_end: '2026-06-15T08:00:00.000Z',
    });
    expect(await renewals(user)).toEqual([
      expect.objectContaining({ status: 'failed', failure_message: 'Your card was declined.' }),
    ]);
    expect(await roleOf(t.app, user.id)).toBe('member');
    expect(await mailsTo(user)).toEqual(['[Hall of Tests] Your membership could not be renewed']);
    const view = (await t.app.inject({ method: 'GET', url: '/api/membership', headers: await signedIn(user) })).json().membership;
    expect(view).toMatchObject({ status: 'past_due', renews: true });

    // The same day again: nothing new. A day later: tried again, refused again, not mailed again.
    clock.advance(6 * 60 * 60 * 1000);
    await runRenewals(t.services);
    expect(await renewals(user)).toHaveLength(1);
    clock.advance(DAY);
    await runRenewals(t.services);
    expect(await renewals(user)).toHaveLength(2);
    expect(await mailsTo(user)).toHaveLength(1);

    // The grace days over: lapsed, role user, told to every process.
    heard.length = 0;
    at(new Date(Date.parse('2026-06-15T09:00:00.000Z') + MEMBERSHIP_LIMITS.graceDays * DAY).toISOString());
    await runRenewals(t.services);
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'lapsed',
      ended_at: expect.any(String),
      past_due_since: null,
    });
    expect(await roleOf(t.app, user.id)).toBe('user');
    expect(heard).toEqual(
      expect.arrayContaining([
        { name: 'account.demoted', payload: { userId: user.id, role: 'user' } },
        { name: 'account.written', payload: { userId: user.id } },
        { name: 'membership.written', payload: { userId: user.id } },
      ]),
    );
    expect(await mailsTo(user)).toEqual([
      '[Hall of Tests] Your membership could not be renewed',
      '[Hall of Tests] Your membership has ended',
    ]);
    const id = (await membershipRow(t.app, user.id))!.id;
    expect((await auditActions(t.app, id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['membership.started', user.id],
      ['membership.renewal-failed', user.id],
      ['membership.renewal-failed', user.id],
      ['membership.lapsed', user.id],
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/membership', headers: await signedIn(user) })).json().membership,
    ).toMatchObject({ status: 'lapsed', renews: false });
  });

  it('renews a past-due membership whose card pays on a retry, from the old period end', async () => {
    at('2026-05-15T08:00:00.000Z');
    const user = await memberWith(FAILS_LATER_CARD);
    at('2026-06-15T08:05:00.000Z');
    await runRenewals(t.services);
    expect((await membershipRow(t.app, user.id))!.status).toBe('past_due');
    // The member's card works again (as a new card would).
    await t.services.db.kysely
      .updateTable('memberships')
      .set({ payment_method: 'pm_card_ok' })
      .where('user_id', '=', user.id)
      .execute();
    clock.advance(DAY);
    await runRenewals(t.services);
    expect(await membershipRow(t.app, user.id)).toMatchObject({
      status: 'active',
      past_due_since: null,
      current_period_end: '2026-07-15T08:00:00.000Z',
    });
    expect((await renewals(user)).map((r) => r.status)).toEqual(['failed', 'succeeded']);
  });

  it('lapses a cancelled membership at its period’s end, with no charge', async () => {
    at('2026-05-15T08:00:00.000Z');
    const user = await memberWith(GOOD_CARD);
    expect((await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers: user.auth })).statusCode).toBe(200);
    at('2026-06-15T07:00:00.000Z');
    await runRenewals(t.services);
    expect((await membershipRow(t.app, user.id))!.status).toBe('cancelling');
    at('2026-06-15T08:00:00.000Z');
    await runRenewals(t.services);
    expect(await membershipRow(t.app, user.id)).toMatchObject({ status: 'lapsed' });
    expect(await roleOf(t.app, user.id)).toBe('user');
    expect(await renewals(user)).toEqual([]);
    expect(await mailsTo(user)).toEqual(['[Hall of Tests] Your membership has ended']);
  });

  it('never charges a lifetime plan or a membership without a plan', async () => {
    at('2026-05-15T08:00:00.000Z');
    const lifetime = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, lifetime, (await seedPlan(t.app, { interval: 'lifetime' })).id);
    at('2030-01-01T00:00:00.000Z');
    await runRenewals(t.services);
    expect(await membershipRow(t.app, lifetime.id)).toMatchObject({ status: 'active', current_period_end: null });
    expect(await renewals(lifetime)).toEqual([]);
  });
});
