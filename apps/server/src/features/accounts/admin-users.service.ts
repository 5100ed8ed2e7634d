// Administrator management of accounts (back-office.md §3-§4, platform.md §3 and §7), with
// the self-protection rules: no banning, disabling, demoting or deleting yourself, and the
// last active administrator stays.
import type { Kysely, Transaction } from 'kysely';
import {
  SERVER_ERRORS,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type Role,
  type UserStatus,
} from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { ImageStore } from '../../lib/image-store.js';
import { nowIso } from '../../lib/clock.js';
import { hashPassword } from './password.js';
import { assertNoClash, profileChanges, writeWithUniqueNames } from './accounts.service.js';
import {
  countActiveAdmins,
  countUsers,
  deleteUserRow,
  findUserById,
  insertUser,
  listUsers as listUserRows,
  lockActiveAdmins,
  updateUser,
  type UserRow,
} from './users.repository.js';
import { toAdminUser } from './user-view.js';

export interface AdminUsersDeps {
  db: Kysely<Database>;
  images: ImageStore;
}

/** Would this change leave the account no longer an active administrator? */
function removesAdmin(target: UserRow, next: { role?: Role; status?: UserStatus; deleted?: boolean }): boolean {
  if (target.role !== 'admin' || target.status !== 'active') return false;
  return (
    Boolean(next.deleted) ||
    (next.role !== undefined && next.role !== 'admin') ||
    (next.status !== undefined && next.status !== 'active')
  );
}

type Change = Parameters<typeof removesAdmin>[1];

async function guardAdminRemoval(db: Kysely<Database>, actor: UserRow, target: UserRow, next: Change) {
  // The acting administrator is always active, so any change to themself that removes them is self-harm.
  if (actor.id === target.id && removesAdmin(target, next)) throw forbidden(SERVER_ERRORS.selfProtection);
  if (removesAdmin(target, next) && (await countActiveAdmins(db, target.id)) === 0) throw conflict(SERVER_ERRORS.lastAdmin);
}

/**
 * Checks and writes in one transaction with the administrators locked, so the checks still
 * hold when the write lands (two admins banning or deleting each other at once leave one).
 * Slow work (hashing, storing an image) belongs before it, so it never holds the lock.
 */
function guardedChange<T>(
  db: Kysely<Database>,
  actor: UserRow,
  id: number,
  next: Change,
  write: (trx: Transaction<Database>, target: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx);
    const target = await findUserById(trx, id);
    if (!target) throw notFound(SERVER_ERRORS.userNotFound);
    await guardAdminRemoval(trx, actor, target, next);
    return write(trx, target);
  });
}

/** Newest first, with the total for paging. */
export async function listUsers(
  deps: AdminUsersDeps,
  page: { limit: number; offset: number },
): Promise<{ users: AdminUser[]; total: number }> {
  const [rows, total] = await Promise.all([listUserRows(deps.db, page), countUsers(deps.db)]);
  return { users: rows.map(toAdminUser), total };
}

export async function createUser(deps: AdminUsersDeps, body: AdminCreateUserBody): Promise<UserRow> {
  await assertNoClash(deps.db, body);
  const now = nowIso();
  const values = {
    username: body.username,
    email: body.email,
    password_hash: await hashPassword(body.password),
    first_name: body.first_name || null,
    last_name: body.last_name || null,
    avatar_url: await deps.images.resolve(body.profile_image_url, 'profile_image_url'),
    role: body.role,
    status: body.status,
    created_at: now,
    updated_at: now,
  };
  return writeWithUniqueNames(deps.db, body, undefined, () => insertUser(deps.db, values));
}

export async function updateUserByAdmin(
  deps: AdminUsersDeps,
  actor: UserRow,
  id: number,
  body: AdminUpdateUserBody,
): Promise<UserRow> {
  const newPassword = body.password ? await hashPassword(body.password) : undefined;
  const avatar =
    body.profile_image_url === undefined ? undefined : await deps.images.resolve(body.profile_image_url, 'profile_image_url');
  const names = { username: body.username, email: body.email };
  return writeWithUniqueNames(deps.db, names, id, () =>
    guardedChange(deps.db, actor, id, { role: body.role, status: body.status }, async (trx, target) => {
      await assertNoClash(trx, names, id);
      const updated = await updateUser(trx, id, {
        ...profileChanges(body, avatar),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        // A new password signs the account out everywhere; a blank one keeps the current one.
        ...(newPassword ? { password_hash: newPassword, token_version: target.token_version + 1 } : {}),
        updated_at: nowIso(),
      });
      if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
      return updated;
    }),
  );
}

export async function setUserStatus(deps: AdminUsersDeps, actor: UserRow, id: number, status: UserStatus): Promise<UserRow> {
  return guardedChange(deps.db, actor, id, { status }, async (trx) => {
    const updated = await updateUser(trx, id, { status, updated_at: nowIso() });
    if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
    return updated;
  });
}

/** Orders stay as financial records (platform.md §7); everything else of the account goes. */
export async function deleteUser(deps: AdminUsersDeps, actor: UserRow, id: number): Promise<void> {
  await guardedChange(deps.db, actor, id, { deleted: true }, async (trx, target) => {
    await trx.deleteFrom('login_failures').where('bucket', '=', `user:${target.username.toLowerCase()}`).execute();
    await deleteUserRow(trx, id);
  });
}
