// 'Forgot password?' (docs/product/accounts-and-sessions.md, beyond the documents): a single-use link, valid one hour,
// mailed when SMTP is configured. The answer is the same whether or not the address belongs to
// an account; a reset ends every session of the account. Only the token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { LIMITS, PASSWORD_RESET_MESSAGES, SERVER_ERRORS, type ResetPasswordBody } from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { readMailSettings } from '../../services/mailer.js';
import type { Services } from '../../services.js';
import { clearLoginFailures } from './login-throttle.js';
import { hashPassword } from './password.js';
import { composePasswordResetMail, resetLink } from './password-reset-mail.js';
import { readPasswordResetSetup } from './password-reset-setup.js';
import { findActiveUserByEmail, findUsableResetLink, lockUsableResetLink, replaceResetLinks, voidResetLinks } from './password-resets.repository.js';
import { findUserById, updateUser } from './users.repository.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a reset link to the active account with this email, if there is one, pointing at the
 * site's own address (password-reset-setup.ts). Refused only for reasons that say nothing
 * about the address: too many requests from the caller's address (429), no SMTP settings or
 * no site address (404).
 */
export async function requestPasswordReset(services: Services, email: string, address: string): Promise<void> {
  const { rateLimits } = services;
  const windowMs = LIMITS.passwordResetWindowMs;
  if (!(await rateLimits.take({ bucket: `reset:ip:${address}`, max: LIMITS.passwordResetsPerAddress, windowMs }))) {
    throw tooManyRequests(PASSWORD_RESET_MESSAGES.tooManyRequests);
  }
  const setup = await readPasswordResetSetup(services);
  const linkBase = setup.available ? setup.link_base : null;
  // Off like the test card endpoint under Stripe (docs/product/shop-and-payments.md): 404, never a 5xx.
  if (!linkBase) throw notFound(PASSWORD_RESET_MESSAGES.notAvailable);
  const mail = await readMailSettings(services.settings);

  const db = services.db.kysely;
  const user = await findActiveUserByEmail(db, email);
  if (!user) return;
  // A few mails per account and hour, whoever asks: nobody can flood a member's mailbox. Past
  // that the answer stays the same, so it still says nothing about the address.
  if (!(await rateLimits.take({ bucket: `reset:user:${user.id}`, max: LIMITS.passwordResetMailsPerAccount, windowMs }))) return;

  // 192 bits: unguessable, and 32 characters of base64url keep the mailed link short.
  const token = randomBytes(24).toString('base64url');
  const now = services.clock.now();
  await writeTransaction(services.db, (trx) =>
    replaceResetLinks(trx, {
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIMITS.passwordResetTtlMs).toISOString(),
    }),
  );
  services.mailer.send({
    to: user.email,
    ...composePasswordResetMail(mail.siteName, user.username, resetLink(linkBase, token)),
    context: { userId: user.id, purpose: 'password-reset' },
  });
}

/**
 * Sets the new password if the link is usable, uses it up (and every other link of the
 * account) and ends every session: tokens issued before are refused from the next request.
 */
export async function resetPassword(services: Services, body: ResetPasswordBody, address: string): Promise<void> {
  const tokenHash = hashToken(body.token);
  const db = services.db.kysely;
  // Checked before hashing the password (argon2 is deliberately slow): a made-up token costs one read.
  if (!(await findUsableResetLink(db, tokenHash, services.clock.nowIso()))) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
  const passwordHash = await hashPassword(body.newPassword);

  const user = await writeTransaction(services.db, async (trx) => {
    const now = services.clock.nowIso();
    // Read again under the lock: another reset with the same link may have won meanwhile.
    const link = await lockUsableResetLink(trx, tokenHash, now, services.db.dialect);
    if (!link) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    const current = await findUserById(trx, link.user_id);
    // Banned or disabled since the mail went out: the link is of no use any more.
    if (!current || current.status !== 'active') throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
    const updated = await updateUser(trx, current.id, {
      password_hash: passwordHash,
      token_version: current.token_version + 1,
      updated_at: now,
    });
    if (!updated) throw unauthorized(SERVER_ERRORS.invalidToken);
    await voidResetLinks(trx, current.id, now);
    return updated;
  });
  await services.sessions.endAll(user.id);
  services.events.emit('account.password-changed', { userId: user.id });
  // The member proved they own the mailbox: their earlier typos no longer hold this address back.
  await clearLoginFailures(services.rateLimits, user.username, address);
}
