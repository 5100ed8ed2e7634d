// Answering applications (docs/product/membership.md#applications): the back office's list;
// an administrator approves (a member at once, no plan, no end) or declines, once, each answer
// audited and mailed to the applicant through a real SMTP server.
import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS, MEMBERSHIP_LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { createUser } from '../../../test/build-test-app.js';
import { admin, applied, approve, auditOf, clock, decline, eventsDuring, mailsTo, membershipOf, MESSAGE, queue, setMode, t, useApplicationsApp } from './applications-test-kit.js';

useApplicationsApp();

describe('GET /api/admin/membership/applications', () => {
  it('lists newest first, by status, a page at a time by `before`', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.app, { role: 'user' })));
    const ids = [];
    for (const user of users) ids.push(await applied(user));
    await decline(ids[0]!);
    const open = (await queue('?status=open&limit=100')).json();
    expect(open.applications.every((a: { status: string }) => a.status === 'open')).toBe(true);
    expect(open.applications.map((a: { id: number }) => a.id).slice(0, 2)).toEqual([ids[2], ids[1]]);
    const declined = (await queue('?status=declined&limit=100')).json().applications.map((a: { id: number }) => a.id);
    expect(declined).toContain(ids[0]);
    expect(declined).not.toContain(ids[1]);

    const page1 = (await queue('?limit=2')).json();
    expect(page1.applications).toHaveLength(2);
    expect(page1.applications[0].id).toBeGreaterThan(page1.applications[1].id);
    expect(page1.next_before).toBe(page1.applications[1].id);
    const page2 = (await queue(`?limit=2&before=${page1.next_before}`)).json();
    expect(page2.applications[0].id).toBeLessThan(page1.next_before);
    const all = (await queue('?limit=100')).json();
    expect(all.next_before).toBeNull();
    expect(all.applications[0]).toMatchObject({ username: users[2]!.username, email: users[2]!.email, message: MESSAGE });
  });

  it('rejects a bad status or cursor with 400 naming the field, and needs an administrator', async () => {
    for (const [query, field] of [
      ['?status=pending', 'status'],
      ['?before=abc', 'before'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await queue(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/membership/applications' })).statusCode).toBe(401);
    const member = await createUser(t.app, { role: 'member' });
    const asMember = await queue('', member.auth);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: SERVER_ERRORS.adminOnly });
  });
});

describe('answering an application', () => {
  it('approves: the applicant is a member at once (no plan, no end), audited, announced and mailed', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    let res!: Awaited<ReturnType<typeof approve>>;
    const membershipEvents: { userId: number }[] = [];
    const off = t.services.events.on('membership.written', (payload) => void membershipEvents.push(payload));
    const heard = await eventsDuring(async () => (res = await approve(id))).finally(off);
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      id,
      user_id: user.id,
      status: 'approved',
      reason: null,
      decided_at: clock.nowIso(),
    });
    expect(heard).toEqual([{ applicationId: id, userId: user.id }]);
    expect(membershipEvents).toContainEqual({ userId: user.id });
    // The very next request of the applicant's session sees the new role.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth })).json().user.role).toBe('member');
    expect(await membershipOf(user.id)).toMatchObject({
      source: 'application',
      status: 'active',
      plan_id: null,
      current_period_end: null,
    });
    const entries = await auditOf(id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'application.approved',
        summary: AUDIT_SUMMARIES.applicationApproved(user.username),
      }),
    ]);
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toMatch(/^Subject: \[Hall of Tests\] Your application was approved/m);
    expect(mail!.raw).toContain(`Hello ${user.username},`);
    expect(mail!.raw).toContain('https://hall.example');
  });

  it('declines with a reason: the account stays a user, audited and mailed with the reason', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    const res = await decline(id, { reason: '  Come back after the harvest.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      id,
      status: 'declined',
      reason: 'Come back after the harvest.',
      decided_at: clock.nowIso(),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth })).json().user.role).toBe('user');
    expect(await membershipOf(user.id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'application.declined', summary: AUDIT_SUMMARIES.applicationDeclined(user.username) }),
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail!.raw).toMatch(/^Subject: \[Hall of Tests\] Your application$/m);
    expect(mail!.raw).toContain('Come back after the harvest.');
  });

  it('declines without a reason too', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const res = await decline(await applied(user), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().application.reason).toBeNull();
    expect((await mailsTo(user.email))[0]!.raw).not.toContain('The club wrote:');
  });

  it('answers an application once: a second answer is 409 and changes nothing', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    expect((await decline(id)).statusCode).toBe(200);
    for (const res of [await approve(id), await decline(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.applicationAnswered });
    }
    expect(await membershipOf(user.id)).toBeUndefined();
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('lets one of two answers sent at once land', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    const answers = await Promise.all([approve(id), decline(id), approve(id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('keeps a membership the applicant bought meanwhile as it is', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    const now = clock.nowIso();
    const plan = await t.services.db.kysely
      .insertInto('membership_plans')
      .values({ name: 'Monthly', price_cents: 500, interval: 'month', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const periodEnd = new Date(clock.nowMs() + 30 * 86_400_000).toISOString();
    await t.services.db.kysely
      .insertInto('memberships')
      .values({
        user_id: user.id,
        plan_id: plan.id,
        source: 'payment',
        status: 'active',
        started_at: now,
        current_period_end: periodEnd,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.services.db.kysely.updateTable('users').set({ role: 'member' }).where('id', '=', user.id).execute();
    expect((await approve(id)).statusCode).toBe(200);
    expect(await membershipOf(user.id)).toMatchObject({ source: 'payment', plan_id: plan.id, current_period_end: periodEnd });
  });

  it('answers an unknown or impossible id with 404, and a long reason with 400', async () => {
    for (const id of [2_147_483_647, 'abc']) {
      for (const res of [await approve(id), await decline(id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.applicationNotFound });
      }
    }
    const id = await applied(await createUser(t.app, { role: 'user' }));
    const long = await decline(id, { reason: 'x'.repeat(MEMBERSHIP_LIMITS.declineReasonMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Reason must be at most');
  });

  it('needs an administrator: 401 without a token, 403 for a member', async () => {
    const id = await applied(await createUser(t.app, { role: 'user' }));
    const member = await createUser(t.app, { role: 'member' });
    for (const send of [
      (h: Record<string, string>) => approve(id, h as never),
      (h: Record<string, string>) => decline(id, {}, h as never),
    ]) {
      expect((await send({})).statusCode).toBe(401);
      expect((await send(member.auth)).statusCode).toBe(403);
    }
    expect((await queue(`?limit=100`)).json().applications.find((a: { id: number }) => a.id === id).status).toBe('open');
  });

  it('can still answer open applications after the mode stops taking them', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const id = await applied(user);
    await setMode('invite');
    expect((await approve(id)).statusCode).toBe(200);
  });
});
