// The member's own membership (docs/product/membership.md#the-members-membership): null before
// joining; cancel keeps it until the period's end and stops its renewal; resume undoes that
// before the end; each audited with the member as actor; refusals 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { auditActions, joinPlan, membershipRow, seedPlan, setMembershipMode } from '../membership-fixtures.js';

describe("the member's membership", () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-10T12:00:00.000Z'));
  let monthly: Awaited<ReturnType<typeof seedPlan>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { services: { clock } });
    await setMembershipMode(t.app, 'paid');
    monthly = await seedPlan(t.app, { priceCents: 800 });
  });
  afterAll(() => t.close());

  const call = (user: CreatedUser, what: '' | '/cancel' | '/resume') =>
    t.app.inject({ method: what ? 'POST' : 'GET', url: `/api/membership${what}`, headers: user.auth });
  const member = async () => {
    const user = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, user, monthly.id);
    return user;
  };

  it('answers null for an account that never joined', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const res = await call(user, '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ membership: null });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('cancels: kept until the period ends, no longer renewing; twice answers the same; resume renews again', async () => {
    const user = await member();
    const cancelled = await call(user, '/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().membership).toMatchObject({
      status: 'cancelling',
      renews: false,
      current_period_end: '2026-04-10T12:00:00.000Z',
    });
    expect((await call(user, '/cancel')).json()).toEqual(cancelled.json());
    expect((await call(user, '')).json()).toEqual(cancelled.json());

    const resumed = await call(user, '/resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().membership).toMatchObject({ status: 'active', renews: true });
    const id = (await membershipRow(t.app, user.id))!.id;
    expect(await auditActions(t.app, id)).toEqual([
      expect.objectContaining({ action: 'membership.started' }),
      {
        action: 'membership.cancelled',
        actor_id: user.id,
        summary: AUDIT_SUMMARIES.membershipCancelled(user.username),
        target_id: id,
      },
      {
        action: 'membership.resumed',
        actor_id: user.id,
        summary: AUDIT_SUMMARIES.membershipResumed(user.username),
        target_id: id,
      },
    ]);
  });

  it('refuses what does not apply with 409', async () => {
    const nobody = await createUser(t.app, { role: 'user' });
    const active = await member();
    const lifetime = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, lifetime, (await seedPlan(t.app, { interval: 'lifetime' })).id);
    const granted = await createUser(t.app, { role: 'user' });
    const now = clock.nowIso();
    await t.services.db.kysely
      .insertInto('memberships')
      .values({ user_id: granted.id, source: 'grant', status: 'active', started_at: now, created_at: now, updated_at: now })
      .execute();
    const cases: [CreatedUser, '/cancel' | '/resume', string][] = [
      [nobody, '/cancel', MEMBERSHIP_ERRORS.noMembership],
      [nobody, '/resume', MEMBERSHIP_ERRORS.noMembership],
      [active, '/resume', MEMBERSHIP_ERRORS.notResumable],
      [lifetime, '/cancel', MEMBERSHIP_ERRORS.notCancellable],
      [granted, '/cancel', MEMBERSHIP_ERRORS.notCancellable],
    ];
    for (const [user, what, error] of cases) {
      const res = await call(user, what);
      expect(res.statusCode, `${what} ${error}`).toBe(409);
      expect(res.json()).toEqual({ error });
    }
  });

  it('cannot resume once the period has ended', async () => {
    const user = await member();
    expect((await call(user, '/cancel')).statusCode).toBe(200);
    const row = (await membershipRow(t.app, user.id))!;
    await t.services.db.kysely
      .updateTable('memberships')
      .set({ current_period_end: new Date(clock.nowMs() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await call(user, '/resume');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.notResumable });
  });

  it('needs a session', async () => {
    for (const what of ['', '/cancel', '/resume'] as const) {
      const res = await t.app.inject({ method: what ? 'POST' : 'GET', url: `/api/membership${what}` });
      expect(res.statusCode).toBe(401);
    }
  });
});
