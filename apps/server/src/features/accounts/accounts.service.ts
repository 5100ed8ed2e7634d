// Registration, sign-in, sessions, profile and password rules (docs/product/accounts-and-sessions.md).
import {
  isEmailChange,
  SERVER_ERRORS,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
} from '@clanhall/shared';
import { conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Services } from '../../services.js';
import { burnVerification, hashPassword, verifyPassword } from './password.js';
import { doorAccepts, type LoginDoor } from './accounts.policy.js';
import { takeEmailChange, takeRegistration } from './address-limits.js';
import { assertCurrentPassword } from './current-password.js';
import { sendEmailChangeNotice } from './email-change-notice.js';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure, withLoginLock } from './login-throttle.js';
import { voidResetLinks } from './password-resets.repository.js';
import { assertInvitationFits, registerInvited } from './registration-invitation.js';
import { announceRoleChange } from '../../services/memberships.js';
import { findClashes, findUserByUsername, insertUser, updateUser } from './users.repository.js';
import type { UserRow } from '../../db/rows.js';
import type { Executor } from '../../db/executor.js';

type Names = { username?: string; email?: string };

export async function assertNoClash(db: Executor, fields: Names, exceptId?: number) {
  const clash = await findClashes(db, fields, exceptId);
  if (clash.username) throw conflict(SERVER_ERRORS.usernameTaken);
  if (clash.email) throw conflict(SERVER_ERRORS.emailTaken);
}

/**
 * Runs a write that sets a username or email. Another request may take the name between the
 * check and the write; the unique index then refuses it, and the answer is the same 409.
 */
export async function writeWithUniqueNames<T>(
  db: Executor,
  fields: Names,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await assertNoClash(db, fields, exceptId);
    throw error;
  }
}

/** The columns a profile edit sets: only the fields sent; a blank name clears it. */
export function profileChanges(
  fields: Names & { first_name?: string | null; last_name?: string | null },
  avatarUrl: string | null | undefined,
) {
  return {
    ...(fields.username !== undefined ? { username: fields.username } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
    ...(fields.first_name !== undefined ? { first_name: fields.first_name || null } : {}),
    ...(fields.last_name !== undefined ? { last_name: fields.last_name || null } : {}),
    ...(avatarUrl !== undefined ? { avatar_url: avatarUrl } : {}),
  };
}

/**
 * Always role user and status active, whatever the body says, unless the body carries an
 * invitation (registration-invitation.ts): then a member. Limited per address before the name
 * checks.
 */
export async function register(services: Services, body: RegisterBody, address: string): Promise<UserRow> {
  const db = services.db.kysely;
  await takeRegistration(services, address);
  // Checked before the names and the password's hash (argon2 is slow): a dead link costs one read.
  if (body.invitation) await assertInvitationFits(services, body.invitation, body.email);
  await assertNoClash(db, body);
  const now = services.clock.nowIso();
  const passwordHash = await hashPassword(body.password);
  const values = {
    username: body.username,
    email: body.email,
    password_hash: passwordHash,
    role: 'user' as const,
    status: 'active' as const,
    created_at: now,
    updated_at: now,
  };
  const invitation = body.invitation;
  const user = await writeWithUniqueNames(db, body, undefined, () =>
    invitation ? registerInvited(services, values, invitation) : insertUser(db, values),
  );
  if (invitation) {
    announceRoleChange(services, user.id, 'member');
    services.events.emit('membership.written', { userId: user.id });
  } else services.events.emit('account.written', { userId: user.id });
  return user;
}

/**
 * A login at one of the two doors (docs/decisions/023): every failure counts, at both doors,
 * whatever the name; a right password at the wrong door is refused without counting.
 */
export function login(services: Services, door: LoginDoor, body: LoginBody, address: string): Promise<UserRow> {
  return withLoginLock(address, async () => {
    const { rateLimits } = services;
    if (await isLoginBlocked(rateLimits, body.username, address)) throw tooManyRequests(SERVER_ERRORS.tooManyLoginAttempts);
    const user = await findUserByUsername(services.db.kysely, body.username);
    // Same time for an unknown name as for a wrong password.
    const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : (await burnVerification(body.password), false);
    if (!user || !passwordOk) {
      await recordLoginFailure(rateLimits, body.username, address);
      throw unauthorized(SERVER_ERRORS.invalidCredentials);
    }
    if (!doorAccepts(door, user.role)) throw unauthorized(SERVER_ERRORS.invalidCredentials);
    if (user.status !== 'active') throw forbidden(SERVER_ERRORS.accountDisabled);
    await clearLoginFailures(rateLimits, body.username, address);
    return user;
  });
}

/**
 * A new email needs the current password (docs/product/accounts-and-sessions.md; a wrong one counts as a failed login,
 * which has its own limits), then is limited per address, both before its uniqueness check: a
 * session alone learns nothing about which addresses are taken. The unchanged email the form
 * sends back is not a change. The old address is told, and reset links mailed to it stop working.
 */
export async function updateProfile(services: Services, user: UserRow, body: UpdateProfileBody, address: string): Promise<UserRow> {
  const db = services.db.kysely;
  const emailChanges = isEmailChange(user.email, body.email);
  if (emailChanges) {
    await assertCurrentPassword(services, user, body.current_password, address);
    await takeEmailChange(services, address);
    await assertNoClash(db, { email: body.email! }, user.id);
  }
  const avatar =
    body.avatar_url === undefined ? undefined : await services.images.resolve(body.avatar_url, 'avatar_url', { actorId: user.id });
  const updated = await writeWithUniqueNames(db, { email: body.email }, user.id, () =>
    updateUser(db, user.id, { ...profileChanges(body, avatar), updated_at: services.clock.nowIso() }),
  ).finally(() => services.images.settle([avatar]));
  if (!updated) throw unauthorized(SERVER_ERRORS.invalidToken);
  if (avatar !== undefined && user.avatar_url !== avatar) await services.images.release([user.avatar_url]);
  if (emailChanges) {
    await voidResetLinks(db, user.id, services.clock.nowIso());
    await sendEmailChangeNotice(services, user);
  }
  return updated;
}

/**
 * A new password ends every session of the account (docs/product/accounts-and-sessions.md) and opens a new one for
 * the caller; reset links mailed before it stop working. A wrong current password counts as a
 * failed login for the account and address.
 */
export async function changePassword(
  services: Services,
  user: UserRow,
  body: ChangePasswordBody,
  address: string,
): Promise<{ user: UserRow; token: string }> {
  await assertCurrentPassword(services, user, body.currentPassword, address);
  const passwordHash = await hashPassword(body.newPassword);
  const updated = await writeTransaction(services.db, async (trx) => {
    const now = services.clock.nowIso();
    const row = await updateUser(trx, user.id, { password_hash: passwordHash, token_version: user.token_version + 1, updated_at: now });
    if (row) await voidResetLinks(trx, user.id, now);
    return row;
  });
  if (!updated) throw unauthorized(SERVER_ERRORS.invalidToken);
  await services.sessions.endAll(user.id);
  services.events.emit('account.password-changed', { userId: user.id });
  return { user: updated, token: await services.sessions.issue(updated) };
}

/** 'Sign out everywhere': every session of the account ends, this one included. */
export async function signOutEverywhere(services: Services, user: UserRow): Promise<void> {
  await updateUser(services.db.kysely, user.id, { token_version: user.token_version + 1, updated_at: services.clock.nowIso() });
  await services.sessions.endAll(user.id);
  services.events.emit('account.signed-out-everywhere', { userId: user.id });
}
