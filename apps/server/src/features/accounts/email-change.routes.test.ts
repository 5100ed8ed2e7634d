// Changing one's email (docs/product/accounts-and-sessions.md): PUT /api/auth/profile with a new email needs the
// current password, a wrong or missing one counts as a failed login, and the old address is
// told through a real SMTP server, without naming the new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail, randomIp, randomUsername } from '../../test/factories.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
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

const update = (user: CreatedUser, payload: Record<string, unknown>, remoteAddress = randomIp()) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: user.auth, payload, remoteAddress });

const storedEmail = async (user: CreatedUser) =>
  (await t.services.db.kysely.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email;

/** The mails sent to `address` so far, once the queue is done. */
async function mailsTo(address: string) {
  await t.services.mailer.idle();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('changing the email on PUT /api/auth/profile', () => {
  it('needs the current password: missing or wrong is 400 and changes nothing', async () => {
    const user = await createUser(t.app);
    for (const current_password of [undefined, '', 'not-my-password']) {
      const res = await update(user, { email: randomEmail(), first_name: 'Nope', current_password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: SERVER_ERRORS.currentPasswordIncorrect });
    }
    expect(await storedEmail(user)).toBe(user.email);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('asks for the password before saying whether the new address is taken', async () => {
    const other = await createUser(t.app);
    const user = await createUser(t.app);
    const res = await update(user, { email: other.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.currentPasswordIncorrect });
    const withPassword = await update(user, { email: other.email, current_password: user.password });
    expect(withPassword.statusCode).toBe(409);
  });

  it('counts a wrong password as a failed login of the account from that address', async () => {
    const user = await createUser(t.app);
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginFailuresPerUserAddress; i++) {
      expect((await update(user, { email: randomEmail(), current_password: `guess-${i}` }, ip)).statusCode).toBe(400);
    }
    const blocked = await update(user, { email: randomEmail(), current_password: user.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: SERVER_ERRORS.tooManyLoginAttempts });
    expect((await login(t.app, 'member', { username: user.username, password: user.password }, ip)).statusCode).toBe(429);
    // From another address the owner is not held back.
    expect((await update(user, { email: randomEmail(), current_password: user.password })).statusCode).toBe(200);
  });

  it('with the right password saves the new email and tells the old address, never naming the new one', async () => {
    const user = await createUser(t.app);
    const email = `${randomUsername()}@new-home.test`;
    const res = await update(user, { email, current_password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(await storedEmail(user)).toBe(email);

    const [notice, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(notice!.raw).toMatch(/^Subject: \[Hall of Tests\] Your email address was changed/m);
    expect(notice!.raw).toContain(`Hello ${user.username},`);
    expect(notice!.raw).toContain('contact an administrator of Hall of Tests.');
    // Not even in part: whoever reads the old mailbox learns only that the account moved.
    for (const part of [email, ...email.split(/[@.]/).filter((piece) => piece.length > 4)]) expect(notice!.raw).not.toContain(part);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('asks nothing and tells nobody when the email stays the same mailbox, or is not sent', async () => {
    const user = await createUser(t.app);
    for (const payload of [{ email: user.email.toUpperCase() }, { email: user.email }, { first_name: 'Only' }]) {
      expect((await update(user, payload)).statusCode).toBe(200);
    }
    expect(await mailsTo(user.email)).toHaveLength(0);
  });
});
