// Applying (docs/product/membership.md#applications): a user applies while the mode takes
// applications, one open application at a time (under a race too), limited per account, and
// reads their own. The back office's list and answers: applications-answers.routes.test.ts.
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_ERRORS, MEMBERSHIP_LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { createUser } from '../../../test/build-test-app.js';
import { admin, apply, applied, clock, decline, eventsDuring, MESSAGE, mine, setMode, t, useApplicationsApp } from './applications-test-kit.js';

useApplicationsApp();

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
