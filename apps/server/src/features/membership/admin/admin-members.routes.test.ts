// The back office's members and tiles (docs/product/membership.md#back-office-and-dashboard):
// the list newest first by status, a page at a time; a membership granted (no plan, no end) or
// ended (role user again), each audited with the administrator as actor; the tiles' figures,
// kept until a membership, application, plan or account changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { auditActions, joinPlan, membershipRow, roleOf, seedPlan, setMembershipMode } from '../membership-fixtures.js';

describe('the back office’s members', () => {
  let t: TestApp;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    await setMembershipMode(t.app, 'paid');
  });
  afterAll(() => t.close());

  const get = (url: string, user: CreatedUser = admin) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (url: string, payload?: unknown, user: CreatedUser = admin) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const stats = async () => (await get('/api/admin/membership/stats')).json().stats;

  it('counts members, paying members, the monthly revenue and open applications, kept until something changes', async () => {
    const before = await stats();
    expect(before).toEqual({ members: 0, paying_members: 0, monthly_revenue: 0, open_applications: 0 });
    const monthly = await seedPlan(t.app, { priceCents: 1000 });
    const yearly = await seedPlan(t.app, { priceCents: 12000, interval: 'year' });
    const lifetime = await seedPlan(t.app, { priceCents: 50000, interval: 'lifetime' });
    for (const plan of [monthly, monthly, yearly, lifetime])
      await joinPlan(t.app, await createUser(t.app, { role: 'user' }), plan.id);
    const granted = await createUser(t.app, { role: 'user' });
    expect((await post('/api/admin/membership/members', { user_id: granted.id })).statusCode).toBe(201);
    const applicant = await createUser(t.app, { role: 'user' });
    // Two monthly at $10, a year at $120 (10 a month), a lifetime (0).
    expect(await stats()).toEqual({ members: 5, paying_members: 4, monthly_revenue: 30, open_applications: 0 });
    // An open application, written behind the app's back: not seen until its event.
    await t.services.db.kysely
      .insertInto('membership_applications')
      .values({ user_id: applicant.id, message: 'Let me in, please', status: 'open', created_at: new Date().toISOString() })
      .execute();
    expect((await stats()).open_applications).toBe(0);
    t.services.events.emit('application.written', { applicationId: 1, userId: applicant.id });
    expect((await stats()).open_applications).toBe(1);
  });

  it('lists memberships newest first, by status, a page at a time with next_before', async () => {
    const plan = await seedPlan(t.app, { name: 'Listed' });
    const users = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.app, { role: 'user' });
      await joinPlan(t.app, user, plan.id);
      users.push(user);
    }
    const first = await get('/api/admin/membership/members?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.members.map((m: { user_id: number }) => m.user_id)).toEqual([users[2]!.id, users[1]!.id]);
    expect(page.members[0]).toEqual({
      id: expect.any(Number),
      user_id: users[2]!.id,
      username: users[2]!.username,
      email: users[2]!.email,
      plan: { id: plan.id, name: 'Listed', interval: 'month' },
      status: 'active',
      source: 'payment',
      started_at: expect.any(String),
      current_period_end: expect.any(String),
      renews: true,
    });
    const next = (await get(`/api/admin/membership/members?limit=2&before=${page.next_before}`)).json();
    expect(next.members[0].user_id).toBe(users[0]!.id);
    await t.services.db.kysely
      .updateTable('memberships')
      .set({ status: 'past_due' })
      .where('user_id', '=', users[1]!.id)
      .execute();
    const pastDue = (await get('/api/admin/membership/members?status=past_due')).json();
    expect(pastDue).toEqual({
      members: [expect.objectContaining({ user_id: users[1]!.id, status: 'past_due' })],
      next_before: null,
    });
    expect((await get('/api/admin/membership/members?status=gone')).statusCode).toBe(400);
    expect((await get('/api/admin/membership/members?before=x')).statusCode).toBe(400);
  });

  it('grants a membership without a plan: a member at once, audited; 404 unknown, 409 member or administrator', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const res = await post('/api/admin/membership/members', { user_id: user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({
      user_id: user.id,
      plan: null,
      status: 'active',
      source: 'grant',
      current_period_end: null,
      renews: false,
    });
    expect(await roleOf(t.app, user.id)).toBe('member');
    const id = (await membershipRow(t.app, user.id))!.id;
    expect(await auditActions(t.app, id)).toEqual([
      {
        action: 'membership.granted',
        actor_id: admin.id,
        summary: AUDIT_SUMMARIES.membershipGranted(user.username),
        target_id: id,
      },
    ]);

    const cases: [number, number, string][] = [
      [987654, 404, MEMBERSHIP_ERRORS.userNotFound],
      [user.id, 409, MEMBERSHIP_ERRORS.alreadyMember],
      [(await createUser(t.app, { role: 'member' })).id, 409, MEMBERSHIP_ERRORS.alreadyMember],
      [(await createUser(t.app, { role: 'admin' })).id, 409, MEMBERSHIP_ERRORS.adminsAreMembers],
    ];
    for (const [userId, status, error] of cases) {
      const refused = await post('/api/admin/membership/members', { user_id: userId });
      expect(refused.statusCode, error).toBe(status);
      expect(refused.json()).toEqual({ error });
    }
    expect((await post('/api/admin/membership/members', { user_id: 'x' })).statusCode).toBe(400);
  });

  it('ends a membership: lapsed, role user, audited; again is 409, unknown 404', async () => {
    const user = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, user, (await seedPlan(t.app)).id);
    const id = (await membershipRow(t.app, user.id))!.id;
    const res = await post(`/api/admin/membership/members/${id}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ id, status: 'lapsed', renews: false });
    expect(await roleOf(t.app, user.id)).toBe('user');
    expect((await auditActions(t.app, id)).at(-1)).toEqual({
      action: 'membership.ended',
      actor_id: admin.id,
      summary: AUDIT_SUMMARIES.membershipEnded(user.username),
      target_id: id,
    });
    const again = await post(`/api/admin/membership/members/${id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MEMBERSHIP_ERRORS.membershipEnded });
    expect((await post('/api/admin/membership/members/987654/end')).json()).toEqual({ error: MEMBERSHIP_ERRORS.memberNotFound });
  });

  it('keeps it to administrators', async () => {
    const member = await createUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/membership/members'],
      ['POST', '/api/admin/membership/members'],
      ['POST', '/api/admin/membership/members/1/end'],
      ['GET', '/api/admin/membership/stats'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const asMember = await t.app.inject({
        method,
        url,
        headers: member.auth,
        ...(method === 'POST' ? { payload: { user_id: member.id } } : {}),
      });
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json()).toEqual({ error: SERVER_ERRORS.adminOnly });
    }
  });
});
