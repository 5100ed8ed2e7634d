// The plans (docs/product/membership.md#plans): the public list of active plans by sort_order,
// cached until a plan is written; the back office's plans with their member counts, created,
// edited (partly), deactivated and deleted only while nobody ever held or paid for them, each
// change in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { auditActions, seedPlan } from '../membership-fixtures.js';

describe('membership plans', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
  });
  afterAll(() => t.close());

  const publicPlans = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/membership/plans' });
    expect(res.statusCode).toBe(200);
    return res.json().plans as { id: number; name: string; price: number; benefits: string[] }[];
  };
  const save = (method: 'POST' | 'PUT', url: string, payload: unknown, user: CreatedUser = admin) =>
    t.app.inject({ method, url, headers: user.auth, payload: payload as object });

  it('lists the active plans for anyone, by sort_order then id, in dollars with their benefits, until a plan is written', async () => {
    const yearly = await seedPlan(t.app, { name: 'Yearly', priceCents: 15000, interval: 'year', sortOrder: 2 });
    const monthly = await seedPlan(t.app, { name: 'Monthly', priceCents: 1299, sortOrder: 1 });
    const hidden = await seedPlan(t.app, { name: 'Old', active: false, sortOrder: 0 });
    const lifetime = await seedPlan(t.app, { name: 'Lifetime', priceCents: 50000, interval: 'lifetime', sortOrder: 2 });
    const plans = await publicPlans();
    expect(plans.map((p) => p.id)).toEqual([monthly.id, yearly.id, lifetime.id]);
    expect(plans[0]).toEqual({
      id: monthly.id,
      name: 'Monthly',
      description: 'A plan for tests',
      price: 12.99,
      interval: 'month',
      benefits: ['The hall', 'The stories'],
    });
    expect(plans.map((p) => p.id)).not.toContain(hidden.id);

    // Kept: a row written behind the app's back is not seen...
    await t.services.db.kysely
      .updateTable('membership_plans')
      .set({ name: 'Renamed directly' })
      .where('id', '=', monthly.id)
      .execute();
    expect((await publicPlans())[0]!.name).toBe('Monthly');
    // ...until a plan is written through the app.
    expect((await save('PUT', `/api/admin/membership/plans/${yearly.id}`, { sort_order: 0 })).statusCode).toBe(200);
    expect((await publicPlans()).map((p) => [p.id, p.name])).toEqual([
      [yearly.id, 'Yearly'],
      [monthly.id, 'Renamed directly'],
      [lifetime.id, 'Lifetime'],
    ]);
  });

  it('creates a plan (201) with the defaults, audited, and it is offered at once', async () => {
    const res = await save('POST', '/api/admin/membership/plans', { name: '  Supporter ', price: 5, interval: 'month' });
    expect(res.statusCode).toBe(201);
    const { plan } = res.json();
    expect(plan).toMatchObject({
      name: 'Supporter',
      description: '',
      price: 5,
      interval: 'month',
      benefits: [],
      sort_order: 0,
      is_active: true,
      member_count: 0,
    });
    expect((await publicPlans()).map((p) => p.id)).toContain(plan.id);
    expect(await auditActions(t.app, plan.id)).toEqual([
      { action: 'plan.created', actor_id: admin.id, summary: AUDIT_SUMMARIES.planCreated('Supporter'), target_id: plan.id },
    ]);
  });

  it('edits only the fields sent; is_active false deactivates (its own audit entry) and the plan leaves the public list', async () => {
    const created = (
      await save('POST', '/api/admin/membership/plans', {
        name: 'Patron',
        price: 20,
        interval: 'year',
        benefits: ['A seat'],
        sort_order: 4,
      })
    ).json().plan;
    const edited = await save('PUT', `/api/admin/membership/plans/${created.id}`, { price: 24.5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plan).toMatchObject({
      name: 'Patron',
      price: 24.5,
      interval: 'year',
      benefits: ['A seat'],
      sort_order: 4,
      is_active: true,
    });
    const off = await save('PUT', `/api/admin/membership/plans/${created.id}`, { is_active: false });
    expect(off.json().plan).toMatchObject({ is_active: false, price: 24.5 });
    expect((await publicPlans()).map((p) => p.id)).not.toContain(created.id);
    expect((await auditActions(t.app, created.id)).map((e) => e.action)).toEqual([
      'plan.created',
      'plan.updated',
      'plan.deactivated',
    ]);
    expect((await auditActions(t.app, created.id))[2]!.summary).toBe(AUDIT_SUMMARIES.planDeactivated('Patron'));
  });

  it('lists every plan for the back office with its order, status and members not lapsed', async () => {
    const plan = await seedPlan(t.app, { active: false, sortOrder: 9000 });
    const now = new Date().toISOString();
    for (const status of ['active', 'past_due', 'lapsed'] as const) {
      const holder = await createUser(t.app);
      await t.services.db.kysely
        .insertInto('memberships')
        .values({
          user_id: holder.id,
          plan_id: plan.id,
          source: 'payment',
          status,
          started_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/membership/plans', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const plans = res.json().plans as { id: number; sort_order: number; member_count: number; is_active: boolean }[];
    expect(plans.at(-1)).toMatchObject({ id: plan.id, sort_order: 9000, is_active: false, member_count: 2 });
    expect(plans.map((p) => p.sort_order)).toEqual([...plans.map((p) => p.sort_order)].sort((a, b) => a - b));
  });

  it("keeps the interval of a plan someone holds (409, nothing changed), and changes a free plan's", async () => {
    const now = new Date().toISOString();
    const held = await seedPlan(t.app);
    const holder = await createUser(t.app);
    await t.services.db.kysely
      .insertInto('memberships')
      .values({ user_id: holder.id, plan_id: held.id, source: 'payment', status: 'active', started_at: now, created_at: now, updated_at: now })
      .execute();
    const refused = await save('PUT', `/api/admin/membership/plans/${held.id}`, { interval: 'lifetime', name: 'Renamed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MEMBERSHIP_ERRORS.planIntervalHeld });
    const stored = await t.services.db.kysely.selectFrom('membership_plans').select(['interval', 'name']).where('id', '=', held.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ interval: 'month', name: held.name });
    // The same interval sent again, or another field, is no change of interval.
    expect((await save('PUT', `/api/admin/membership/plans/${held.id}`, { interval: 'month', price: 11 })).statusCode).toBe(200);

    const free = await seedPlan(t.app);
    const changed = await save('PUT', `/api/admin/membership/plans/${free.id}`, { interval: 'year' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().plan.interval).toBe('year');
  });

  it('deletes a plan nobody ever held or paid for; 409 for one held, or only paid for', async () => {
    const unused = (
      await save('POST', '/api/admin/membership/plans', { name: 'Short-lived', price: 1, interval: 'month' })
    ).json().plan;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/membership/plans/${unused.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await auditActions(t.app, unused.id)).map((e) => e.action)).toEqual(['plan.created', 'plan.deleted']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/membership/plans/${unused.id}`, headers: admin.auth })).statusCode,
    ).toBe(404);

    const now = new Date().toISOString();
    const held = await seedPlan(t.app);
    const holder = await createUser(t.app);
    await t.services.db.kysely
      .insertInto('memberships')
      .values({
        user_id: holder.id,
        plan_id: held.id,
        source: 'payment',
        status: 'lapsed',
        started_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const paidFor = await seedPlan(t.app);
    await t.services.db.kysely
      .insertInto('membership_payments')
      .values({
        provider: 'test',
        intent_id: `pi_${held.id}_x`,
        user_id: null,
        username: 'gone',
        plan_id: paidFor.id,
        kind: 'join',
        amount_cents: 1500,
        currency: 'usd',
        status: 'canceled',
        payment_mode: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const plan of [held, paidFor]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/membership/plans/${plan.id}`, headers: admin.auth });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.planHeld });
    }
  });

  it('refuses bad bodies with 400 and the field named, unknown plans with 404', async () => {
    const cases: [unknown, RegExp][] = [
      [{ price: 5, interval: 'month' }, /Name is required/],
      [{ name: 'X', price: 0.1, interval: 'month' }, /Price must be at least 0.5/],
      [{ name: 'X', price: 5.555, interval: 'month' }, /at most 2 decimals/],
      [{ name: 'X', price: 5, interval: 'week' }, /Interval must be month, year or lifetime/],
      [{ name: 'X', price: 5, interval: 'month', benefits: ['ok', ''] }, /A benefit must not be empty/],
    ];
    for (const [payload, message] of cases) {
      const res = await save('POST', '/api/admin/membership/plans', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await save('PUT', '/api/admin/membership/plans/999999', { name: 'Y' })).json()).toEqual({
      error: MEMBERSHIP_ERRORS.planNotFound,
    });
    expect((await save('PUT', '/api/admin/membership/plans/abc', { name: 'Y' })).statusCode).toBe(404);
    expect((await save('PUT', '/api/admin/membership/plans/1', { is_active: 'no' })).statusCode).toBe(400);
  });

  it('keeps the back office to administrators: 401 without a token, 403 for a member', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/membership/plans'],
      ['POST', '/api/admin/membership/plans'],
      ['PUT', '/api/admin/membership/plans/1'],
      ['DELETE', '/api/admin/membership/plans/1'],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? { name: 'X', price: 5, interval: 'month' } : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({
        method,
        url,
        headers: member.auth,
        payload: method === 'POST' || method === 'PUT' ? { name: 'X', price: 5, interval: 'month' } : undefined,
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json()).toEqual({ error: SERVER_ERRORS.adminOnly });
    }
  });
});
