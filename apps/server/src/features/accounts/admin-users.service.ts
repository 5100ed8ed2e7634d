// Administrator management of accounts (back-office.md §3-§4, platform.md §3 and §7), with
// the self-protection rules: no banning, disabling, demoting or deleting yourself, and the
// last active administrator stays.
import type { Kysely } from 'kysely';
import {
  SERVER_ERRORS,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type Role,
  type UserStatus,
} from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { ImageStore } from '../../lib/image-store.js';
import { nowIso } from '../../lib/clock.js';
import { hashPassword } from './password.js';
import { assertNoClash } from './accounts.service.js';
import {
  countActiveAdmins,
  deleteUserRow,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from './users.repository.js';

export interface AdminUsersDeps {
  db: Kysely<Database>;
  images: ImageStore;
}

/** Would this change leave the account no longer an active administrator? */
function removesAdmin(target: UserRow, next: { role?: Role; status?: UserStatus; deleted?: boolean }): boolean {
  if (target.role !== 'admin' || target.status !== 'active') return false;
  return Boolean(next.deleted) || (next.role !== undefined && next.role !== 'admin') || (next.status !== undefined && next.status !== 'active');
}

async function guardAdminRemoval(db: Kysely<Database>, actor: UserRow, target: UserRow, next: Parameters<typeof removesAdmin>[1]) {
  // The acting administrator is always active, so any change to themself that removes them is self-harm.
  if (actor.id === target.id && removesAdmin(target, next)) throw forbidden(SERVER_ERRORS.selfProtection);
  if (removesAdmin(target, next) && (await countActiveAdmins(db, target.id)) === 0) throw conflict(SERVER_ERRORS.lastAdmin);
}

async function getTarget(db: Kysely<Database>, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(SERVER_ERRORS.userNotFound);
  return user;
}

export async function createUser(deps: AdminUsersDeps, body: AdminCreateUserBody): Promise<UserRow> {
  await assertNoClash(deps.db, body);
  const now = nowIso();
  return insertUser(deps.db, {
    username: body.username,
    email: body.email,
    password_hash: await hashPassword(body.password),
    first_name: body.first_name || null,
    last_name: body.last_name || null,
    avatar_url: await deps.images.resolve(body.profile_image_url),
    role: body.role,
    status: body.status,
    created_at: now,
    updated_at: now,
  });
}

export async function updateUserByAdmin(deps: AdminUsersDeps, actor: UserRow, id: number, body: AdminUpdateUserBody): Promise<UserRow> {
  const target = await getTarget(deps.db, id);
  await guardAdminRemoval(deps.db, actor, target, { role: body.role, status: body.status });
  await assertNoClash(deps.db, { username: body.username, email: body.email }, id);
  const newPassword = body.password ? await hashPassword(body.password) : undefined;
  const avatar = body.profile_image_url === undefined ? undefined : await deps.images.resolve(body.profile_image_url);
  const updated = await updateUser(deps.db, id, {
    ...(body.username !== undefined ? { username: body.username } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.first_name !== undefined ? { first_name: body.first_name || null } : {}),
    ...(body.last_name !== undefined ? { last_name: body.last_name || null } : {}),
    ...(avatar !== undefined ? { avatar_url: avatar } : {}),
    ...(body.role !== undefined ? { role: body.role } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    // A new password signs the account out everywhere; a blank one keeps the current one.
    ...(newPassword ? { password_hash: newPassword, token_version: target.token_version + 1 } : {}),
    updated_at: nowIso(),
  });
  if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
  return updated;
}

export async function setUserStatus(deps: AdminUsersDeps, actor: UserRow, id: number, status: UserStatus): Promise<UserRow> {
  const target = await getTarget(deps.db, id);
  await guardAdminRemoval(deps.db, actor, target, { status });
  const updated = await updateUser(deps.db, id, { status, updated_at: nowIso() });
  if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
  return updated;
}

/** Orders stay as financial records (platform.md §7); everything else of the account goes. */
export async function deleteUser(deps: AdminUsersDeps, actor: UserRow, id: number): Promise<void> {
  const target = await getTarget(deps.db, id);
  await guardAdminRemoval(deps.db, actor, target, { deleted: true });
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_failures').where('bucket', '=', `user:${target.username.toLowerCase()}`).execute();
    await deleteUserRow(trx, id);
  });
}
