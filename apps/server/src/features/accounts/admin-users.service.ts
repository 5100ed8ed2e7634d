// Administrator management of accounts (docs/product/back-office.md, docs/product/accounts-and-sessions.md), under
// the self-protection rules of accounts.policy.ts. A ban or disable ends the account's
// sessions for good (lifting it revives none); every change is announced on the event bus and
// written to the audit log in its own transaction (docs/decisions/013).
import {
  SERVER_ERRORS,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type UserStatus,
} from '@clanhall/shared';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import { notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { hashPassword } from './password.js';
import { assertMayChangeAccount, endsSessions, type AccountChange } from './accounts.policy.js';
import { assertNoClash, profileChanges, writeWithUniqueNames } from './accounts.service.js';
import { voidResetLinks } from './password-resets.repository.js';
import { announceAccountRemoved, removeAccountRow, removeFeatureParts, runAfterDeletion } from './account-removal.js';
import {
  countActiveAdmins,
  countUsers,
  findUserById,
  insertUser,
  listUsers as listUserRows,
  updateUser,
} from './users.repository.js';
import type { UserRow } from '../../db/rows.js';
import { toAdminUser } from '../../lib/user-view.js';
import { userCreatedEntry, userDeletedEntry, userStatusEntry, userUpdatedEntry } from './admin-users-audit.js';

/**
 * Checks and writes in one transaction holding the 'admins' lock, so the checks still hold
 * when the write lands (two administrators banning or deleting each other at once leave one).
 * Slow work (hashing, storing an image) belongs before it, so it never holds the lock.
 */
function guardedChange<T>(
  services: Services,
  actor: UserRow,
  id: number,
  change: AccountChange,
  write: (trx: WriteTransaction, target: UserRow) => Promise<T>,
): Promise<T> {
  return writeTransaction(
    services.db,
    async (trx) => {
      const target = await findUserById(trx, id);
      if (!target) throw notFound(SERVER_ERRORS.userNotFound);
      assertMayChangeAccount(actor, target, change, await countActiveAdmins(trx, target.id));
      return write(trx, target);
    },
    { locks: ['admins'] },
  );
}

/** What the rest of the app hears about a change (services/events.ts). */
function announce(services: Services, before: UserRow, after: UserRow) {
  const userId = before.id;
  services.events.emit('account.written', { userId });
  if (before.status !== after.status && after.status === 'banned') services.events.emit('account.banned', { userId });
  if (before.status !== after.status && after.status === 'disabled') services.events.emit('account.disabled', { userId });
  if (before.role === 'admin' && after.role !== 'admin') services.events.emit('account.demoted', { userId, role: after.role });
  if (before.token_version !== after.token_version && after.status === 'active') {
    services.events.emit('account.password-changed', { userId });
  }
}

/** The tiles' counts, kept until an account is made, deleted, or changes role or status. */
const userCounts = (services: Services) => services.kept.get('admin-user-counts', ['account.written'], () => countUsers(services.db.kysely));

/**
 * A page of accounts, newest first (`before` the last id shown), those whose username or email
 * starts with `q` when given; with the tiles' counts of every account.
 */
export async function listUsers(services: Services, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const [rows, counts] = await Promise.all([listUserRows(services.db.kysely, query), userCounts(services)]);
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return { users: rows.map(toAdminUser), total: counts.total, counts, next_cursor: last?.id ?? null };
}

export async function createUser(services: Services, actor: UserRow, body: AdminCreateUserBody): Promise<UserRow> {
  const db = services.db.kysely;
  await assertNoClash(db, body);
  const now = services.clock.nowIso();
  const values = {
    username: body.username,
    email: body.email,
    password_hash: await hashPassword(body.password),
    first_name: body.first_name || null,
    last_name: body.last_name || null,
    avatar_url: await services.images.resolve(body.profile_image_url, 'profile_image_url', { actorId: actor.id }),
    role: body.role,
    status: body.status,
    created_at: now,
    updated_at: now,
  };
  return writeWithUniqueNames(db, body, undefined, () =>
    writeTransaction(services.db, async (trx) => {
      const user = await insertUser(trx, values);
      await services.auditLog.record(userCreatedEntry(actor, user), trx);
      return user;
    }),
  )
    .then((user) => {
      services.events.emit('account.written', { userId: user.id });
      return user;
    })
    .finally(() => services.images.settle([values.avatar_url]));
}

export async function updateUserByAdmin(services: Services, actor: UserRow, id: number, body: AdminUpdateUserBody): Promise<UserRow> {
  const newPassword = body.password ? await hashPassword(body.password) : undefined;
  const avatar =
    body.profile_image_url === undefined
      ? undefined
      : await services.images.resolve(body.profile_image_url, 'profile_image_url', { actorId: actor.id });
  const names = { username: body.username, email: body.email };
  const change = { role: body.role, status: body.status };
  const [before, after] = await writeWithUniqueNames(services.db.kysely, names, id, () =>
    guardedChange(services, actor, id, change, async (trx, target) => {
      await assertNoClash(trx, names, id);
      const updated = await updateUser(trx, id, {
        ...profileChanges(body, avatar),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        // A new password, a ban or a disable ends every session (a blank password keeps the current one).
        ...(newPassword ? { password_hash: newPassword } : {}),
        ...(newPassword || endsSessions(target, change) ? { token_version: target.token_version + 1 } : {}),
        updated_at: services.clock.nowIso(),
      });
      if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
      // Reset links mailed before the new password would undo it (docs/product/accounts-and-sessions.md).
      if (newPassword) await voidResetLinks(trx, id, services.clock.nowIso());
      await services.auditLog.record(userUpdatedEntry(actor, target, updated, Boolean(newPassword)), trx);
      return [target, updated] as const;
    }),
  ).finally(() => services.images.settle([avatar]));
  if (newPassword) await services.sessions.endAll(id);
  if (avatar !== undefined && before.avatar_url !== after.avatar_url) await services.images.release([before.avatar_url]);
  announce(services, before, after);
  return after;
}

export async function setUserStatus(services: Services, actor: UserRow, id: number, status: UserStatus): Promise<UserRow> {
  const [before, after] = await guardedChange(services, actor, id, { status }, async (trx, target) => {
    const updated = await updateUser(trx, id, {
      status,
      ...(endsSessions(target, { status }) ? { token_version: target.token_version + 1 } : {}),
      updated_at: services.clock.nowIso(),
    });
    if (!updated) throw notFound(SERVER_ERRORS.userNotFound);
    await services.auditLog.record(userStatusEntry(actor, updated), trx);
    return [target, updated] as const;
  });
  announce(services, before, after);
  return after;
}

/**
 * Orders stay as financial records (docs/product/back-office.md); sessions go with the account
 * (account-removal.ts); what must end with any account, a membership's subscription, ends too.
 */
export async function deleteUser(services: Services, actor: UserRow, id: number): Promise<void> {
  const { target, afterwards } = await guardedChange(services, actor, id, { deleted: true }, async (trx, found) => {
    const steps = await removeFeatureParts(services, trx, found, 'back-office');
    await removeAccountRow(trx, found);
    await services.auditLog.record(userDeletedEntry(actor, found), trx);
    return { target: found, afterwards: steps };
  });
  await runAfterDeletion(services, afterwards);
  await announceAccountRemoved(services, target);
}
