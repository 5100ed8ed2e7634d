// Token checks that arrive together are read in one query (sessions.ts, lib/grouped-calls.ts):
// each must still get its own answer, never a neighbour's account or verdict.
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { TEST_JWT_SECRET, buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';

describe('sessions checked together', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

  it('gives every token checked at the same moment its own account or its own refusal', async () => {
    const members = await Promise.all([0, 1, 2, 3].map(() => createUser(t.app)));
    const admin = await createUser(t.app, { role: 'admin' });
    const loggedOut = await createUser(t.app);
    await t.services.sessions.end(sessionIdOf(loggedOut.token));
    const banned = await createUser(t.app, { status: 'banned' });
    const expired = await createUser(t.app);
    await t.services.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', sessionIdOf(expired.token)).execute();
    // A token naming one member with another member's session.
    const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const borrowed = sign({ sub: String(members[1]!.id), tv: 0, sid: sessionIdOf(members[0]!.token) });

    const { sessions } = t.services;
    const checks = await Promise.allSettled([
      ...members.map((member) => sessions.verify(member.token)),
      sessions.verify(admin.token, 'admin'),
      sessions.verify(members[3]!.token, 'admin'),
      sessions.verify(loggedOut.token),
      sessions.verify(banned.token),
      sessions.verify(banned.token, 'session'),
      sessions.verify(expired.token),
      sessions.verify(borrowed),
    ]);
    const answer = (i: number) => {
      const check = checks[i]!;
      return check.status === 'fulfilled' ? { id: check.value.user.id, sid: check.value.sessionId } : { status: (check.reason as { statusCode: number }).statusCode, message: (check.reason as Error).message };
    };
    members.forEach((member, i) => expect(answer(i)).toEqual({ id: member.id, sid: sessionIdOf(member.token) }));
    expect(answer(4)).toEqual({ id: admin.id, sid: sessionIdOf(admin.token) });
    expect(answer(5)).toEqual({ status: 403, message: SERVER_ERRORS.adminOnly });
    expect(answer(6)).toEqual({ status: 401, message: SERVER_ERRORS.invalidToken });
    expect(answer(7)).toEqual({ status: 403, message: SERVER_ERRORS.accountDisabled });
    expect(answer(8)).toEqual({ id: banned.id, sid: sessionIdOf(banned.token) });
    expect(answer(9)).toEqual({ status: 401, message: SERVER_ERRORS.invalidToken });
    expect(answer(10)).toEqual({ status: 401, message: SERVER_ERRORS.invalidToken });
    // The account as the database has it, and nothing of the session's columns mixed in.
    const first = checks[0]!;
    if (first.status !== 'fulfilled') throw new Error('the first member was refused');
    expect(Object.keys(first.value.user).sort()).toEqual(Object.keys(await t.services.db.kysely.selectFrom('users').selectAll().where('id', '=', members[0]!.id).executeTakeFirstOrThrow()).sort());
  });

  it('refuses a session ended just before the check, even while other checks are being read', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const inFlight = t.services.sessions.verify(a.token);
    await t.services.sessions.end(sessionIdOf(b.token));
    await expect(t.services.sessions.verify(b.token)).rejects.toMatchObject({ statusCode: 401 });
    await expect(inFlight).resolves.toMatchObject({ user: { id: a.id } });
  });
});
