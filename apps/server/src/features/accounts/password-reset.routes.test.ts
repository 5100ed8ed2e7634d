// 'Forgot password?' end to end (docs/product/accounts-and-sessions.md, beyond the documents): a real SMTP server
// receives the link, which points at the site's own address (never the request's Host), the
// link sets a new password once within its hour, the answer never tells whether the address
// has an account, and a reset ends every session of the account.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PASSWORD_RESET_MESSAGES } from '@clanhall/shared';
import { manualClock } from '../../services/clock.js';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail, randomIp } from '../../test/factories.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';
import { passwordResetsJob } from './password-resets.job.js';

const clock = manualClock(new Date());
let t: TestApp;
let smtp: SmtpCapture;
let admin: CreatedUser;
/**
 * The Site address saved in the back office: a path of its own, to show it is kept. Short, so
 * the link's line stays within 76 characters and the mail 7bit.
 */
const SITE_ADDRESS = 'https://hall.example/club';

const saveSettings = (app: TestApp['app'], owner: CreatedUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/admin/settings', headers: owner.auth, payload });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { services: { clock } });
  admin = await createUser(t.app, { role: 'admin' });
  const saved = await saveSettings(t.app, admin, { site_name: 'Hall of Tests', site_url: SITE_ADDRESS, smtp_config: smtp.smtpConfig });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: unknown, remoteAddress = randomIp(), app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress, headers: { host: 'club.test:8080', ...headers } });
const reset = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

/** A reset with `token` is refused as a used or expired link is. */
async function expectRefused(token: string) {
  const res = await reset({ token, newPassword: 'too-late-now' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
}

/** The mails the app has sent to `to` since the last call, once its queue is done. */
async function mailsTo(to: string) {
  await t.services.mailer.idle();
  const mine = smtp.received.filter((mail) => mail.to.includes(to));
  smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mail.to.includes(to)));
  return mine;
}

/** Asks for a link for `user` and returns the token the mail carries. */
async function mailedToken(user: CreatedUser): Promise<string> {
  const res = await forgot(user.email);
  expect(res.statusCode).toBe(200);
  const [mail, ...more] = await mailsTo(user.email);
  expect(more).toHaveLength(0);
  const token = /\/reset-password#([A-Za-z0-9_-]{32})$/m.exec(mail!.raw)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** The reset link in a mail (7bit: on a line of its own, as written). */
const linkIn = (raw: string) => /^(\S+\/reset-password#[A-Za-z0-9_-]{32})$/m.exec(raw)?.[1];

describe('POST /api/auth/forgot-password', () => {
  it("mails the account a link to the saved Site address, never the request's Host, and answers the one neutral message", async () => {
    const user = await createUser(t.app);
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
    const [mail] = await mailsTo(user.email);
    expect(mail!.raw).toMatch(/^Subject: \[Hall of Tests\] Reset your password/m);
    expect(mail!.raw).toContain(`Hello ${user.username},`);
    // 7bit: the link reaches every reader exactly as written.
    expect(mail!.raw).toMatch(/^Content-Transfer-Encoding: 7bit/m);
    expect(linkIn(mail!.raw)).toMatch(new RegExp(`^${SITE_ADDRESS}/reset-password#[A-Za-z0-9_-]{32}$`));
  });

  it('ignores a forged X-Forwarded-Host and -Proto, even from a proxy TRUST_PROXY believes', async () => {
    const user = await createUser(t.app);
    // From 127.0.0.1, which the default TRUST_PROXY (loopback) trusts: Fastify's request.host
    // is the forwarded one here, as it is behind a proxy that passes the header on.
    const res = await forgot(user.email, '127.0.0.1', t.app, {
      'x-forwarded-for': randomIp(),
      'x-forwarded-host': 'reset-phish.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.raw).not.toContain('reset-phish.example');
    expect(linkIn(mail!.raw)).toMatch(new RegExp(`^${SITE_ADDRESS}/reset-password#`));
  });

  it('gives an unknown address, or a disabled account, the same answer and sends nothing', async () => {
    const disabled = await createUser(t.app, { status: 'disabled' });
    for (const email of [randomEmail(), disabled.email]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it('points the link at PUBLIC_URL when it is set, over the saved Site address and whatever Host the request carries', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://members.club.test/' });
    try {
      const owner = await createUser(other.app, { role: 'admin' });
      await saveSettings(other.app, owner, { smtp_config: smtp.smtpConfig, site_url: 'https://old-address.club.test' });
      const res = await forgot(owner.email, randomIp(), other.app);
      expect(res.statusCode).toBe(200);
      await other.services.mailer.idle();
      const mail = smtp.received.find((m) => m.to.includes(owner.email));
      expect(mail?.raw).toMatch(/^https:\/\/members\.club\.test\/reset-password#[A-Za-z0-9_-]{32}$/m);
    } finally {
      await other.close();
    }
  });

  it('answers 404 without SMTP settings, and without a site address (no PUBLIC_URL, no Site address), for every address alike', async () => {
    const bare = await buildTestApp();
    try {
      const owner = await createUser(bare.app, { role: 'admin' });
      const user = await createUser(bare.app);
      // No SMTP; then SMTP but no address for the link: the request's own Host is no substitute.
      for (const settings of [{}, { smtp_config: smtp.smtpConfig }]) {
        expect((await saveSettings(bare.app, owner, settings)).statusCode).toBe(200);
        for (const email of [user.email, randomEmail()]) {
          const res = await forgot(email, randomIp(), bare.app);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.notAvailable });
        }
      }
      expect(await bare.app.services.db.kysely.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
      await bare.services.mailer.idle();
      expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it('refuses an invalid email with 400 naming the field', async () => {
    for (const email of ['not-an-address', '', undefined]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/email/i);
    }
  });

  it('limits requests per address (429) and mails per account, without telling which', async () => {
    const user = await createUser(t.app);
    const ip = randomIp();
    for (let i = 0; i < LIMITS.passwordResetsPerAddress; i++) expect((await forgot(user.email, ip)).statusCode).toBe(200);
    const refused = await forgot(user.email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.tooManyRequests });
    // Twenty requests for one account made only a few mails.
    expect(await mailsTo(user.email)).toHaveLength(LIMITS.passwordResetMailsPerAccount);
    // Another address is not held back.
    expect((await forgot(randomEmail())).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and keeps the old password out', async () => {
    const user = await createUser(t.app, { password: 'old-password' });
    const token = await mailedToken(user);
    const res = await reset({ token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.passwordReset });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth })).statusCode).toBe(401);
    expect((await login(t.app, 'member', { username: user.username, password: 'old-password' })).statusCode).toBe(401);
    expect((await login(t.app, 'member', { username: user.username, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('works once: the same link again is 400 and changes nothing', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    expect((await reset({ token, newPassword: 'first-choice' })).statusCode).toBe(200);
    const again = await reset({ token, newPassword: 'second-choice' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
    expect((await login(t.app, 'member', { username: user.username, password: 'first-choice' })).statusCode).toBe(200);
  });

  it('lets only one of two resets with the same link win', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const answers = await Promise.all([reset({ token, newPassword: 'racer-one' }), reset({ token, newPassword: 'racer-two' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('honours only the newest link of an account', async () => {
    const user = await createUser(t.app);
    const older = await mailedToken(user);
    const newer = await mailedToken(user);
    expect((await reset({ token: older, newPassword: 'from-older' })).statusCode).toBe(400);
    expect((await reset({ token: newer, newPassword: 'from-newer' })).statusCode).toBe(200);
  });

  it('expires after one hour, and the hourly job removes the expired link', async () => {
    const user = await createUser(t.app, { password: 'kept-password' });
    const token = await mailedToken(user);
    clock.advance(LIMITS.passwordResetTtlMs);
    await expectRefused(token);
    expect((await login(t.app, 'member', { username: user.username, password: 'kept-password' })).statusCode).toBe(200);

    const rows = () => t.services.db.kysely.selectFrom('password_resets').select('id').where('user_id', '=', user.id).execute();
    expect(await rows()).toHaveLength(1);
    await passwordResetsJob.run(t.services);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a link of an account banned since it was mailed', async () => {
    const user = await createUser(t.app, { password: 'kept-password' });
    const token = await mailedToken(user);
    await t.services.db.kysely.updateTable('users').set({ status: 'banned' }).where('id', '=', user.id).execute();
    await expectRefused(token);
  });

  it('refuses a made-up token with 400 and never stores a token as sent', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const stored = await t.services.db.kysely.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    await expectRefused('A'.repeat(32));
  });

  it('validates the body: a short password or a missing token is 400 naming it', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const short = await reset({ token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'newPassword: New password must be at least 6 characters.' });
    const missing = await reset({ newPassword: 'long-enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/token/i);
    // The refused attempts did not use the link up.
    expect((await reset({ token, newPassword: 'long-enough' })).statusCode).toBe(200);
  });
});

describe("whether 'Forgot password?' is offered", () => {
  const offer = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/auth/password-reset' });
  const setup = (app: TestApp['app'], owner: CreatedUser) => app.inject({ method: 'GET', url: '/api/admin/password-reset', headers: owner.auth });

  it('tells the login screen yes or no, and the back office what is missing and where links point', async () => {
    const bare = await buildTestApp();
    try {
      const owner = await createUser(bare.app, { role: 'admin' });
      const steps = [
        { save: {}, missing: ['smtp', 'site_address'] },
        { save: { smtp_config: smtp.smtpConfig }, missing: ['site_address'] },
        { save: { site_url: 'https://hall.example.org/' }, missing: [] },
      ];
      for (const step of steps) {
        expect((await saveSettings(bare.app, owner, step.save)).statusCode).toBe(200);
        const available = step.missing.length === 0;
        // The public answer is cached until a save, and carries no more than yes or no.
        const res = await offer(bare.app);
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBeDefined();
        expect(res.json()).toEqual({ available });
        expect((await setup(bare.app, owner)).json()).toEqual({
          available,
          missing: step.missing,
          link_base: available ? 'https://hall.example.org' : null,
          link_base_from: available ? 'site_url' : null,
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('names PUBLIC_URL as where links point when the server sets it', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://members.club.test' });
    try {
      const owner = await createUser(other.app, { role: 'admin' });
      expect((await setup(other.app, owner)).json()).toEqual({
        available: false,
        missing: ['smtp'],
        link_base: 'https://members.club.test',
        link_base_from: 'public_url',
      });
    } finally {
      await other.close();
    }
  });
});

describe('links mailed before a password or email change', () => {
  it('stop working when the member changes the password', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'chosen-by-me' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(token);
    expect((await login(t.app, 'member', { username: user.username, password: 'chosen-by-me' })).statusCode).toBe(200);
  });

  it("stop working when an administrator sets the account's password", async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const set = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: admin.auth, payload: { password: 'set-by-admin' } });
    expect(set.statusCode).toBe(200);
    await expectRefused(token);
    expect((await login(t.app, 'member', { username: user.username, password: 'set-by-admin' })).statusCode).toBe(200);
  });

  it('keep working through an administrator edit that leaves the password as it is', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: admin.auth, payload: { password: '', first_name: 'Same' } });
    expect(edit.statusCode).toBe(200);
    expect((await reset({ token, newPassword: 'still-my-link' })).statusCode).toBe(200);
  });

  it('stop working when a reset with another link of the account completes', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    // A second live link, as two requests racing on PostgreSQL can leave (each replaces none).
    const other = 'B'.repeat(32);
    const now = clock.now();
    await t.services.db.kysely
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: createHash('sha256').update(other).digest('hex'),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LIMITS.passwordResetTtlMs).toISOString(),
      })
      .execute();
    expect((await reset({ token, newPassword: 'from-the-first' })).statusCode).toBe(200);
    await expectRefused(other);
  });

  it('stop working when the member changes the email: they went to the old address', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.auth,
      payload: { email: randomEmail(), current_password: user.password },
    });
    expect(moved.statusCode).toBe(200);
    await expectRefused(token);
  });
});
