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
import { conflict, forbidden, badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-error.js';
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

type Names = { username?: string; email?: string };

export async function assertNoClash(db: Kysely<Database>, fields: Names, exceptId?: number) {
  const clash = await findClashes(db, fields, exceptId);
  if (clash.username) throw conflict(SERVER_ERRORS.usernameTaken);
  if (clash.email) throw conflict(SERVER_ERRORS.emailTaken);
}

/**
 * Runs a write that sets a username or email. Another request may take the name between the
 * check and the write; the unique index then refuses it, and the answer is the same 409.
 */
export async function writeWithUniqueNames<T>(
  db: Kysely<Database>,
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

/** Always role user and status active, whatever the body says. */
export async function register(deps: AccountsDeps, body: RegisterBody): Promise<UserRow> {
  await assertNoClash(deps.db, body);
  const now = nowIso();
  const passwordHash = await hashPassword(body.password);
  return writeWithUniqueNames(deps.db, body, undefined, () =>
    insertUser(deps.db, {
      username: body.username,
      email: body.email,
      password_hash: passwordHash,
      role: 'user',
      status: 'active',
      created_at: now,
      updated_at: now,
    }),
  );
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
  const updated = await writeWithUniqueNames(deps.db, { email: body.email }, user.id, () =>
    updateUser(deps.db, user.id, { ...profileChanges(body, avatar), updated_at: nowIso() }),
  );
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
