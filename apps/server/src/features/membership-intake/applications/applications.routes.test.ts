// Applications end to end (docs/product/membership.md#applications): a user applies while the
// mode takes applications, one open application at a time (under a race too), limited per
// account; an administrator approves (a member at once, no plan, no end) or declines, once,
// each answer audited and mailed to the applicant through a real SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS, MEMBERSHIP_LIMITS, SERVER_ERRORS, type MembershipMode } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';

const clock = manualClock(new Date());
let t: TestApp;
let smtp: SmtpCapture;
let admin: CreatedUser;
const MESSAGE = 'I have sung in the hall for years and would like to join.';

const setMode = async (membership_mode: MembershipMode) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { membership_mode },
  });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { services: { clock } });
  admin = await createUser(t.app, { role: 'admin' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { site_name: 'Hall of Tests', site_url: 'https://hall.example', smtp_config: smtp.smtpConfig },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => setMode('apply'));

const apply = (user: CreatedUser | null, payload: unknown = { message: MESSAGE }) =>
  t.app.inject({ method: 'POST', url: '/api/membership/applications', headers: user?.auth ?? {}, payload: payload as object });
const approve = (id: number | string, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/membership/applications/${id}/approve`, headers });
const decline = (id: number | string, payload: object = { reason: 'Not this season.' }, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/membership/applications/${id}/decline`, headers, payload });
const queue = (query = '', headers = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/membership/applications${query}`, headers });
const mine = (user: CreatedUser) => t.app.inject({ method: 'GET', url: '/api/membership/applications/mine', headers: user.auth });

async function applied(user: CreatedUser): Promise<number> {
  const res = await apply(user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id;
}

/** The mails sent to `to` since the last call, once the queue is done. */
async function mailsTo(to: string) {
  await t.services.mailer.idle();
  const mine = smtp.received.filter((mail) => mail.to.includes(to));
  smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mail.to.includes(to)));
  return mine;
}

const auditOf = (id: number) =>
  t.services.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'application')
    .where('target_id', '=', id)
    .execute();
const membershipOf = (userId: number) =>
  t.services.db.kysely.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The 'application.written' events heard while `work` runs. */
async function eventsDuring(work: () => Promise<unknown>) {
  const heard: { applicationId: number; userId: number }[] = [];
  const off = t.services.events.on('application.written', (payload) => void heard.push(payload));
  try {
    await work();
  } finally {
    off();
  }
  return heard;
}

describe('POST /api/membership/applications', () => {
  it('takes a user’s application: 201 with the application, open, and announces it', async () => {
    const user = await createUser(t.app, { role: 'user' });
    let res!: Awaited<ReturnType<typeof apply>>;
    const heard = await eventsDuring(
      async () => (res = await apply(user, { message: `  ${MESSAGE}  `, status: 'approved', user_id: admin.id })),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      application: {
        id: expect.any(Number),
        user_id: user.id,
        username: user.username,
        email: user.email,
        message: MESSAGE,
        status: 'open',
        reason: null,
        decided_at: null,
        created_at: clock.nowIso(),
      },
    });
    expect(heard).toEqual([{ applicationId: res.json().application.id, userId: user.id }]);
  });

  it('takes applications in the apply_or_paid mode too, and in no other', async () => {
    await setMode('apply_or_paid');
    expect((await apply(await createUser(t.app, { role: 'user' }))).statusCode).toBe(201);
    for (const mode of ['invite', 'paid'] as const) {
      await setMode(mode);
      const res = await apply(await createUser(t.app, { role: 'user' }));
      expect(res.statusCode, mode).toBe(403);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.applyClosed });
    }
  });

  it('refuses a member with 409 and an administrator with 403, in any mode', async () => {
    const member = await createUser(t.app, { role: 'member' });
    expect((await apply(member)).statusCode).toBe(409);
    expect((await apply(member)).json()).toEqual({ error: MEMBERSHIP_ERRORS.alreadyMember });
    await setMode('invite');
    expect((await apply(member)).json()).toEqual({ error: MEMBERSHIP_ERRORS.alreadyMember });
    const res = await apply(admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.adminsAreMembers });
  });

  it('needs a signed-in, active account: 401 without a token, 403 disabled', async () => {
    const none = await apply(null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: SERVER_ERRORS.authRequired });
    const disabled = await createUser(t.app, { role: 'user', status: 'disabled' });
    expect((await apply(disabled)).statusCode).toBe(403);
  });

  it.each([
    ['no message', {}, 'Tell us a little about yourself'],
    ['a short message', { message: '  too short ' }, `at least ${MEMBERSHIP_LIMITS.applicationMessageMin} characters`],
    [
      'a long message',
      { message: 'x'.repeat(MEMBERSHIP_LIMITS.applicationMessageMax + 1) },
      `at most ${MEMBERSHIP_LIMITS.applicationMessageMax} characters`,
    ],
    ['a message that is not text', { message: 42 }, 'Tell us a little about yourself'],
  ])('rejects %s with 400 and a clear message', async (_label, payload, message) => {
    const res = await apply(await createUser(t.app, { role: 'user' }), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('allows one open application at a time: a second is 409', async () => {
    const user = await createUser(t.app, { role: 'user' });
    await applied(user);
    const again = await apply(user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: MEMBERSHIP_ERRORS.applicationOpen });
  });

  it('writes one open application when several pass the check at once: the index refuses the others, 409', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const racers = MEMBERSHIP_LIMITS.applicationsPerWindow;
    // Each submission waits after its checks until all have made them: every one then inserts.
    const { rateLimits } = t.services;
    const take = rateLimits.take.bind(rateLimits);
    let arrived = 0;
    let release!: () => void;
    const allChecked = new Promise<void>((resolve) => (release = resolve));
    rateLimits.take = async (limit) => {
      const taken = await take(limit);
      if (++arrived === racers) release();
      await allChecked;
      return taken;
    };
    let answers: Awaited<ReturnType<typeof apply>>[];
    try {
      answers = await Promise.all(Array.from({ length: racers }, () => apply(user)));
    } finally {
      rateLimits.take = take;
    }
    expect(arrived).toBe(racers);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.applicationOpen });
    const rows = await t.services.db.kysely
      .selectFrom('membership_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('has the database refuse a second open application, whatever the code checks first', async () => {
    const user = await createUser(t.app, { role: 'user' });
    await applied(user);
    const row = { user_id: user.id, message: MESSAGE, status: 'open' as const, created_at: clock.nowIso() };
    await expect(t.services.db.kysely.insertInto('membership_applications').values(row).execute()).rejects.toThrow();
  });

  it('lets a declined applicant apply again, a few times a day', async () => {
    const user = await createUser(t.app, { role: 'user' });
    for (let i = 0; i < MEMBERSHIP_LIMITS.applicationsPerWindow; i++)
      expect((await decline(await applied(user))).statusCode).toBe(200);
    const limited = await apply(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: MEMBERSHIP_ERRORS.tooManyApplications });
    clock.advance(MEMBERSHIP_LIMITS.applicationWindowMs);
    expect((await apply(user)).statusCode).toBe(201);
  });
});

describe('GET /api/membership/applications/mine', () => {
  it('answers the caller’s own applications, newest first, and nobody else’s', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const other = await createUser(t.app, { role: 'user' });
    const first = await applied(user);
    await decline(first);
    clock.advance(1000);
    const second = await applied(user);
    await applied(other);
    const res = await mine(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().applications.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [second, 'open'],
      [first, 'declined'],
    ]);
    const member = await createUser(t.app, { role: 'member' });
    expect((await mine(member)).json()).toEqual({ applications: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/membership/applications/mine' })).statusCode).toBe(401);
  });
});

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
