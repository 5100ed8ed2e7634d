// Registration, sign-in, profile and password rules (platform.md §3).
import type { Kysely } from 'kysely';
import {
  SERVER_ERRORS,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
} from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import type { ImageStore } from '../../lib/image-store.js';
import { nowIso } from '../../lib/clock.js';
import { burnVerification, hashPassword, verifyPassword } from './password.js';
import { clearUserFailures, isLoginBlocked, recordLoginFailure, withLoginLock } from './login-throttle.js';
import { findClashes, findUserByUsername, insertUser, updateUser, type UserRow } from './users.repository.js';

export interface AccountsDeps {
  db: Kysely<Database>;
  images: ImageStore;
}

export type LoginMode = 'admin' | 'member';

export async function assertNoClash(db: Kysely<Database>, fields: { username?: string; email?: string }, exceptId?: number) {
  const clash = await findClashes(db, fields, exceptId);
  if (clash.username) throw conflict(SERVER_ERRORS.usernameTaken);
  if (clash.email) throw conflict(SERVER_ERRORS.emailTaken);
}

/** Always role user and status active, whatever the body says. */
export async function register(deps: AccountsDeps, body: RegisterBody): Promise<UserRow> {
  await assertNoClash(deps.db, body);
  const now = nowIso();
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUser(deps.db, {
      username: body.username,
      email: body.email,
      password_hash: passwordHash,
      role: 'user',
      status: 'active',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets 409.
    await assertNoClash(deps.db, body);
    throw error;
  }
}

/**
 * Admin login accepts role admin only; member login accepts member and user. Each door judges
 * only its own accounts: a wrong password counts as a failure at the door the account belongs
 * to (an unknown name at the member door), so the login screen's admin-then-member attempts
 * count a mistake once and a right password is never counted (docs/decisions/005).
 */
export function login(deps: AccountsDeps, mode: LoginMode, body: LoginBody, ip: string): Promise<UserRow> {
  return withLoginLock(body.username, ip, () => attemptLogin(deps, mode, body, ip));
}

function belongsAtDoor(user: UserRow, mode: LoginMode): boolean {
  return mode === 'admin' ? user.role === 'admin' : user.role === 'member' || user.role === 'user';
}

async function attemptLogin(deps: AccountsDeps, mode: LoginMode, body: LoginBody, ip: string): Promise<UserRow> {
  if (await isLoginBlocked(deps.db, body.username, ip)) throw tooManyRequests(SERVER_ERRORS.tooManyLoginAttempts);
  const user = await findUserByUsername(deps.db, body.username);
  if (!user || !belongsAtDoor(user, mode)) {
    // Same time and answer as a wrong password, whether or not the name exists.
    await burnVerification(body.password);
    if (!user && mode === 'member') await recordLoginFailure(deps.db, body.username, ip);
    throw unauthorized(SERVER_ERRORS.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, body.password))) {
    await recordLoginFailure(deps.db, body.username, ip);
    throw unauthorized(SERVER_ERRORS.invalidCredentials);
  }
  if (user.status !== 'active') throw forbidden(SERVER_ERRORS.accountDisabled);
  await clearUserFailures(deps.db, body.username);
  return user;
}

export async function updateProfile(deps: AccountsDeps, user: UserRow, body: UpdateProfileBody): Promise<UserRow> {
  if (body.email !== undefined) await assertNoClash(deps.db, { email: body.email }, user.id);
  const avatar = body.avatar_url === undefined ? undefined : await deps.images.resolve(body.avatar_url, 'avatar_url');
  const changes = {
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.first_name !== undefined ? { first_name: body.first_name || null } : {}),
    ...(body.last_name !== undefined ? { last_name: body.last_name || null } : {}),
    ...(avatar !== undefined ? { avatar_url: avatar } : {}),
    updated_at: nowIso(),
  };
  let updated: UserRow | undefined;
  try {
    updated = await updateUser(deps.db, user.id, changes);
  } catch (error) {
    // Another account took the email a moment ago: the unique index decides, the answer is 409.
    if (body.email !== undefined) await assertNoClash(deps.db, { email: body.email }, user.id);
    throw error;
  }
  if (!updated) throw unauthorized(SERVER_ERRORS.invalidToken);
  return updated;
}

/** Raises the token version, so every other session of this account ends. */
export async function changePassword(deps: AccountsDeps, user: UserRow, body: ChangePasswordBody): Promise<UserRow> {
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw badRequest(SERVER_ERRORS.currentPasswordIncorrect);
  }
  const updated = await updateUser(deps.db, user.id, {
    password_hash: await hashPassword(body.newPassword),
    token_version: user.token_version + 1,
    updated_at: nowIso(),
  });
  if (!updated) throw unauthorized(SERVER_ERRORS.invalidToken);
  return updated;
}
