// Invitations end to end (docs/product/membership.md#invitations): an administrator mails a
// single-use link to the site's own address (never the request's Host), valid 7 days; the
// register page asks what the link is for; registering through it with the invited address
// makes a member in one transaction; a used, expired or unknown link makes no account.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, MEMBERSHIP_ERRORS, MEMBERSHIP_LIMITS, SERVER_ERRORS, type MembershipMode } from '@clanhall/shared';
import { manualClock } from '../../../services/clock.js';
import { bearer, buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { randomEmail, randomIp, randomUsername } from '../../../test/factories.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';

const DAY_MS = 86_400_000;
/** The Site address saved in the back office; short, so the link's line stays within 76 characters and the mail 7bit. */
const SITE_ADDRESS = 'https://hall.example';
const clock = manualClock(new Date());
let t: TestApp;
let smtp: SmtpCapture;
let admin: CreatedUser;

/** Moves time on; the administrator signs in again, as their session would have expired. */
async function advance(ms: number) {
  clock.advance(ms);
  admin = { ...admin, auth: bearer(await t.services.sessions.issue({ id: admin.id, token_version: 0 })) };
}

const saveSettings = (app: TestApp['app'], owner: CreatedUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/admin/settings', headers: owner.auth, payload });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { services: { clock } });
  admin = await createUser(t.app, { role: 'admin' });
  const saved = await saveSettings(t.app, admin, {
    site_name: 'Hall of Tests',
    site_url: SITE_ADDRESS,
    smtp_config: smtp.smtpConfig,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (email: unknown, headers: Record<string, string> = admin.auth, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/membership/invitations',
    headers: { host: 'phish.example', ...headers },
    payload: { email },
  });
const list = (query = '', headers = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/membership/invitations${query}`, headers });
const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/membership/invitations/${token}` });
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: randomIp() });

/** The mails sent to `to` since the last call, once the queue is done. */
async function mailsTo(to: string) {
  await t.services.mailer.idle();
  const mine = smtp.received.filter((mail) => mail.to.includes(to));
  smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mail.to.includes(to)));
  return mine;
}

/** The link in an invitation mail (7bit: on a line of its own, as written). */
const linkIn = (raw: string) => /^(\S+\/register\?invitation=[A-Za-z0-9_-]{32})$/m.exec(raw)?.[1];

/** Invites a fresh address and answers it with the token its mail carries. */
async function invited(email = randomEmail()): Promise<{ email: string; token: string; id: number }> {
  const res = await invite(email);
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await mailsTo(email);
  const link = linkIn(mail!.raw);
  expect(link).toBeDefined();
  return { email, token: new URL(link!).searchParams.get('invitation')!, id: res.json().invitation.id };
}

const newAccount = (email: string, invitation?: string) => ({
  username: randomUsername(),
  email,
  password: 'secret-pass',
  ...(invitation !== undefined ? { invitation } : {}),
});
const accountsWith = (email: string) =>
  t.services.db.kysely.selectFrom('users').select(['id', 'role']).where('email', '=', email).execute();

describe('POST /api/admin/membership/invitations', () => {
  it('mails a link to the saved Site address, never the Host, stores only its hash, audits it: 201', async () => {
    const email = randomEmail();
    const res = await invite(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      invitation: {
        id: expect.any(Number),
        email,
        invited_by: admin.username,
        created_at: clock.nowIso(),
        expires_at: new Date(clock.nowMs() + MEMBERSHIP_LIMITS.invitationDays * DAY_MS).toISOString(),
        used_at: null,
        used_by: null,
      },
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toMatch(/^Subject: \[Hall of Tests\] You are invited to become a member/m);
    expect(mail!.raw).toMatch(/^Content-Transfer-Encoding: 7bit/m);
    expect(mail!.raw).not.toContain('phish.example');
    const link = linkIn(mail!.raw)!;
    expect(link).toMatch(new RegExp(`^${SITE_ADDRESS}/register\\?invitation=[A-Za-z0-9_-]{32}$`));
    const token = new URL(link).searchParams.get('invitation')!;
    const row = await t.services.db.kysely
      .selectFrom('membership_invitations')
      .selectAll()
      .where('id', '=', res.json().invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const audit = await t.services.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'invitation')
      .where('target_id', '=', row.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: admin.id, action: 'invitation.sent', summary: AUDIT_SUMMARIES.invitationSent(email) }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('points the link at PUBLIC_URL when it is set, over the saved Site address', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://club.test/' });
    try {
      const owner = await createUser(other.app, { role: 'admin' });
      await saveSettings(other.app, owner, { smtp_config: smtp.smtpConfig, site_url: 'https://old-address.club.test' });
      const email = randomEmail();
      expect((await invite(email, owner.auth, other.app)).statusCode).toBe(201);
      await other.services.mailer.idle();
      const mail = smtp.received.find((m) => m.to.includes(email));
      expect(linkIn(mail!.raw)).toMatch(/^https:\/\/club\.test\/register\?invitation=/);
    } finally {
      await other.close();
    }
  });

  it('refuses without a mail server or a site address: 409, nothing stored or sent', async () => {
    const other = await buildTestApp();
    try {
      const owner = await createUser(other.app, { role: 'admin' });
      const email = randomEmail();
      const noMail = await invite(email, owner.auth, other.app);
      expect(noMail.statusCode).toBe(409);
      expect(noMail.json()).toEqual({ error: MEMBERSHIP_ERRORS.mailNotConfigured });
      await saveSettings(other.app, owner, { smtp_config: smtp.smtpConfig });
      const noAddress = await invite(email, owner.auth, other.app);
      expect(noAddress.statusCode).toBe(409);
      expect(noAddress.json()).toEqual({ error: MEMBERSHIP_ERRORS.siteAddressMissing });
      expect(await other.services.db.kysely.selectFrom('membership_invitations').select('id').execute()).toEqual([]);
      await other.services.mailer.idle();
      expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('refuses an address that has an account: a member’s (or an administrator’s), or a user’s', async () => {
    const member = await createUser(t.app, { role: 'member' });
    for (const address of [member.email, member.email.toUpperCase(), admin.email]) {
      const res = await invite(address);
      expect(res.statusCode, address).toBe(409);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationMember });
    }
    const user = await createUser(t.app, { role: 'user' });
    const res = await invite(user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationAccount });
  });

  it('works in every membership mode', async () => {
    for (const membership_mode of ['invite', 'apply', 'paid', 'apply_or_paid'] satisfies MembershipMode[]) {
      expect((await saveSettings(t.app, admin, { membership_mode })).statusCode).toBe(200);
      const { token } = await invited();
      expect((await check(token)).statusCode, membership_mode).toBe(200);
    }
  });

  it('rejects a bad address with 400 and needs an administrator', async () => {
    for (const email of [undefined, '', 'not-an-address']) {
      const res = await invite(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/[Ee]mail/);
    }
    expect((await invite(randomEmail(), {})).statusCode).toBe(401);
    const member = await createUser(t.app, { role: 'member' });
    const asMember = await invite(randomEmail(), member.auth);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: SERVER_ERRORS.adminOnly });
  });
});

describe('GET /api/admin/membership/invitations', () => {
  it('lists newest first with who invited and who used them, a page at a time by `before`', async () => {
    const first = await invited();
    const second = await invited();
    const reg = await register(newAccount(first.email, first.token));
    expect(reg.statusCode).toBe(201);
    const page1 = (await list('?limit=1')).json();
    expect(page1.invitations.map((i: { id: number }) => i.id)).toEqual([second.id]);
    expect(page1.next_before).toBe(second.id);
    const page2 = (await list(`?limit=1&before=${second.id}`)).json();
    expect(page2.invitations[0]).toMatchObject({
      id: first.id,
      email: first.email,
      invited_by: admin.username,
      used_at: clock.nowIso(),
      used_by: reg.json().user.username,
    });
    expect((await list('?limit=100')).json().next_before).toBeNull();
  });

  it('rejects a bad cursor with 400 and needs an administrator', async () => {
    const bad = await list('?before=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('before');
    expect((await list('', {} as never)).statusCode).toBe(401);
    const member = await createUser(t.app, { role: 'member' });
    expect((await list('', member.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/membership/invitations/:token', () => {
  it('answers the invited address and the expiry to anyone holding the link, and is never stored', async () => {
    const { email, token } = await invited();
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      expires_at: new Date(clock.nowMs() + MEMBERSHIP_LIMITS.invitationDays * DAY_MS).toISOString(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown, malformed, used or expired link', async () => {
    const used = await invited();
    expect((await register(newAccount(used.email, used.token))).statusCode).toBe(201);
    const expiring = await invited();
    await advance(MEMBERSHIP_LIMITS.invitationDays * DAY_MS);
    for (const token of ['A'.repeat(32), 'short', 'x'.repeat(64), used.token, expiring.token]) {
      const res = await check(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationInvalid });
    }
    // Longer than any path parameter the router reads: no route, still 404.
    expect((await check('x'.repeat(5000))).statusCode).toBe(404);
  });
});

describe('POST /api/auth/register with an invitation', () => {
  it('makes a member directly: role member, a membership from the invitation, the link used', async () => {
    const { email, token, id } = await invited();
    const account = newAccount(email.toUpperCase(), token);
    const res = await register({ ...account, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, user: { username: account.username, role: 'member', status: 'active' } });
    const userId = res.json().user.id;
    const membership = await t.services.db.kysely
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ source: 'invitation', status: 'active', plan_id: null, current_period_end: null });
    const row = await t.services.db.kysely
      .selectFrom('membership_invitations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ used_at: clock.nowIso(), used_by: userId });
    // And signs in at the member door as a member.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { username: account.username, password: account.password },
      remoteAddress: randomIp(),
    });
    expect(login.json().user.role).toBe('member');
  });

  it('refuses a used link: 400, and no second account', async () => {
    const { email, token } = await invited();
    expect((await register(newAccount(email, token))).statusCode).toBe(201);
    const again = await register(newAccount(randomEmail(), token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationInvalid });
  });

  it('lets one of two registrations racing with one link win', async () => {
    const { email, token } = await invited();
    const [a, b] = [newAccount(email, token), { ...newAccount(email, token) }];
    const answers = await Promise.all([register(a), register(b)]);
    const [won, lost] = answers.sort((x, y) => x.statusCode - y.statusCode);
    expect(won!.statusCode).toBe(201);
    // The loser meets the used link or, both being for the invited address, the taken email.
    expect([
      [400, MEMBERSHIP_ERRORS.invitationInvalid],
      [409, SERVER_ERRORS.emailTaken],
    ]).toContainEqual([lost!.statusCode, lost!.json().error]);
    expect(await accountsWith(email)).toEqual([{ id: won!.json().user.id, role: 'member' }]);
  });

  it('refuses an expired, unknown or blank link: 400, no account', async () => {
    const { email, token } = await invited();
    await advance(MEMBERSHIP_LIMITS.invitationDays * DAY_MS + 1);
    for (const invitation of [token, 'A'.repeat(32), '', '   ']) {
      const res = await register(newAccount(email, invitation));
      expect(res.statusCode, invitation).toBe(400);
      expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationInvalid });
    }
    expect(await accountsWith(email)).toEqual([]);
  });

  it('refuses another address than the invited one: 400, no account, the link still usable', async () => {
    const { email, token } = await invited();
    const other = randomEmail();
    const res = await register(newAccount(other, token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MEMBERSHIP_ERRORS.invitationEmailMismatch });
    expect(await accountsWith(other)).toEqual([]);
    expect((await check(token)).statusCode).toBe(200);
    expect((await register(newAccount(email, token))).statusCode).toBe(201);
  });

  it('keeps the link when the username is taken: 409, and it works once the name is changed', async () => {
    const { email, token } = await invited();
    const taken = await createUser(t.app, { role: 'user' });
    const res = await register({ ...newAccount(email, token), username: taken.username });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.usernameTaken });
    expect(await accountsWith(email)).toEqual([]);
    expect((await register(newAccount(email, token))).statusCode).toBe(201);
  });

  it('still registers a plain user without an invitation', async () => {
    const res = await register(newAccount(randomEmail()));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
  });
});
