// 'Forgot password?' end to end (platform.md §3, beyond the documents): a real SMTP server
// receives the link, the link sets a new password once within its hour, the answer never
// tells whether the address has an account, and a reset ends every session of the account.
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

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { services: { clock } });
  admin = await createUser(t.app, { role: 'admin' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { site_name: 'Hall of Tests', smtp_config: smtp.smtpConfig },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: unknown, remoteAddress = randomIp(), app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress, headers: { host: 'club.test:8080' } });
const reset = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

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

describe('POST /api/auth/forgot-password', () => {
  it('mails the account a link to the site that sent the request, and answers the one neutral message', async () => {
    const user = await createUser(t.app);
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
    const [mail] = await mailsTo(user.email);
    expect(mail!.raw).toMatch(/^Subject: \[Hall of Tests\] Reset your password/m);
    expect(mail!.raw).toContain(`Hello ${user.username},`);
    // 7bit: the link reaches every reader exactly as written.
    expect(mail!.raw).toMatch(/^Content-Transfer-Encoding: 7bit/m);
    expect(mail!.raw).toMatch(/^http:\/\/club\.test:8080\/reset-password#[A-Za-z0-9_-]{32}$/m);
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

  it('points the link at PUBLIC_URL when it is set, whatever Host the request carries', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://members.club.test/' });
    try {
      const owner = await createUser(other.app, { role: 'admin' });
      await other.app.inject({ method: 'POST', url: '/api/admin/settings', headers: owner.auth, payload: { smtp_config: smtp.smtpConfig } });
      const res = await forgot(owner.email, randomIp(), other.app);
      expect(res.statusCode).toBe(200);
      await other.services.mailer.idle();
      const mail = smtp.received.find((m) => m.to.includes(owner.email));
      expect(mail?.raw).toMatch(/^https:\/\/members\.club\.test\/reset-password#[A-Za-z0-9_-]{32}$/m);
    } finally {
      await other.close();
    }
  });

  it('answers 404 when the site has no SMTP settings, for every address alike', async () => {
    const bare = await buildTestApp();
    try {
      const user = await createUser(bare.app);
      for (const email of [user.email, randomEmail()]) {
        const res = await forgot(email, randomIp(), bare.app);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.notAvailable });
      }
      expect(await bare.app.services.db.kysely.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
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
    const res = await reset({ token, newPassword: 'too-late-now' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
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
    const res = await reset({ token, newPassword: 'while-banned' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
  });

  it('refuses a made-up token with 400 and never stores a token as sent', async () => {
    const user = await createUser(t.app);
    const token = await mailedToken(user);
    const stored = await t.services.db.kysely.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    const res = await reset({ token: 'A'.repeat(32), newPassword: 'whatever-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
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
