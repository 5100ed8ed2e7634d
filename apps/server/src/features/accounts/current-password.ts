// The current password a member types to change their password or email (docs/product/accounts-and-sessions.md),
// checked as a login would be (docs/decisions/005), so a stolen session cannot guess it.
import { SERVER_ERRORS } from '@clanhall/shared';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import type { UserRow } from '../../db/rows.js';
import type { Services } from '../../services.js';
import { isLoginBlocked, recordLoginFailure, withLoginLock } from './login-throttle.js';
import { verifyPassword } from './password.js';

/**
 * 429 while the account is locked from this address; a wrong or missing password is 400
 * 'Current password is incorrect' and counts as a failed login of the account from there.
 * Checks from one address run one after another, like logins.
 */
export function assertCurrentPassword(services: Services, user: UserRow, password: string | undefined, address: string): Promise<void> {
  const { rateLimits } = services;
  return withLoginLock(address, async () => {
    if (await isLoginBlocked(rateLimits, user.username, address)) throw tooManyRequests(SERVER_ERRORS.tooManyLoginAttempts);
    if (!password || !(await verifyPassword(user.password_hash, password))) {
      await recordLoginFailure(rateLimits, user.username, address);
      throw badRequest(SERVER_ERRORS.currentPasswordIncorrect);
    }
  });
}
