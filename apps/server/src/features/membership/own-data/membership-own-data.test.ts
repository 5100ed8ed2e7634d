// The membership's part of a member's own data (docs/product/accounts-and-sessions.md): the
// export holds membership.json (the membership as GET /api/membership answers it, and every
// payment of it); the member's own deletion keeps the payments as records, with the username
// and no account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_EXPORT_FILE, type ExportedMembership } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import { zipContents } from '../../../test/zip-reader.js';
import { joinPlan, seedPlan, setMembershipMode } from '../membership-fixtures.js';

describe("the membership's part of a member's own data", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await setMembershipMode(t.app, 'paid');
  });
  afterAll(() => t.close());

  const exportOf = async (user: { auth: { authorization: string } }) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return zipContents(res.rawPayload);
  };

  it('exports the membership and its payments, and only for an account that has them', async () => {
    const user = await createUser(t.app, { role: 'user' });
    expect((await exportOf(user)).has(MEMBERSHIP_EXPORT_FILE)).toBe(false);

    const plan = await seedPlan(t.app, { priceCents: 2500, name: 'Exported' });
    const { membership } = await joinPlan(t.app, user, plan.id);
    const document = JSON.parse((await exportOf(user)).get(MEMBERSHIP_EXPORT_FILE)!.toString('utf8')) as ExportedMembership;
    const answered = (await t.app.inject({ method: 'GET', url: '/api/membership', headers: user.auth })).json().membership;
    expect(document.membership).toEqual(answered);
    expect(document.membership).toEqual(membership);
    expect(document.payments).toEqual([
      {
        kind: 'join',
        plan_id: plan.id,
        amount: 25,
        currency: 'usd',
        status: 'succeeded',
        payment_mode: 'test',
        refunded_at: null,
        created_at: expect.any(String),
      },
    ]);
    // Nothing of anyone else's.
    const other = await createUser(t.app, { role: 'user' });
    await joinPlan(t.app, other, plan.id);
    expect(
      (JSON.parse((await exportOf(user)).get(MEMBERSHIP_EXPORT_FILE)!.toString('utf8')) as ExportedMembership).payments,
    ).toHaveLength(1);
  });

  it('keeps the payments of an account its owner deleted, as records without the account', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const { intentId } = await joinPlan(t.app, user, (await seedPlan(t.app)).id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.services.db.kysely;
    expect(await db.selectFrom('memberships').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('membership_payments').selectAll().where('intent_id', '=', intentId).executeTakeFirstOrThrow(),
    ).toMatchObject({ user_id: null, username: user.username, status: 'succeeded' });
  });
});
