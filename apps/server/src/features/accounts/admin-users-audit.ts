// What the audit log says about the back office's account changes (docs/product/back-office.md,
// docs/decisions/013): the fields an edit changed by name (a password is named, never shown).
import { AUDIT_SUMMARIES as S, type AuditedUserField } from '@clanhall/shared';
import type { AuditActor, AuditRecord } from '../../services/audit-log.js';
import type { UserRow } from '../../db/rows.js';

const NAMED_FIELDS: [column: keyof UserRow, name: AuditedUserField][] = [
  ['username', 'username'],
  ['email', 'email'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['avatar_url', 'profile image'],
];

/** The changes of an edit, in words: "email, password, role Administrator". */
function describeChanges(before: UserRow, after: UserRow, passwordChanged: boolean): string[] {
  const changes: string[] = NAMED_FIELDS.filter(([column]) => before[column] !== after[column]).map(([, name]) => name);
  if (passwordChanged) changes.push('password');
  if (before.role !== after.role) changes.push(S.userRoleChange(after.role));
  if (before.status !== after.status) changes.push(S.userStatusChange(after.status));
  return changes;
}

const target = (user: UserRow) => ({ type: 'user' as const, id: user.id });

export const userCreatedEntry = (actor: AuditActor, user: UserRow): AuditRecord => ({
  actor,
  action: 'user.created',
  target: target(user),
  summary: S.userCreated(user.username, user.role),
});

export const userUpdatedEntry = (actor: AuditActor, before: UserRow, after: UserRow, passwordChanged: boolean): AuditRecord => ({
  actor,
  action: 'user.updated',
  target: target(after),
  summary: S.userUpdated(
    after.username,
    before.username !== after.username ? before.username : null,
    describeChanges(before, after, passwordChanged),
  ),
});

export const userStatusEntry = (actor: AuditActor, user: UserRow): AuditRecord => ({
  actor,
  action: 'user.status',
  target: target(user),
  summary: S.userStatus(user.username, user.status),
});

export const userDeletedEntry = (actor: AuditActor, user: UserRow): AuditRecord => ({
  actor,
  action: 'user.deleted',
  target: target(user),
  summary: S.userDeleted(user.username),
});

/** An administrator who deleted their own account from the profile: they are the actor. */
export const ownAccountDeletedEntry = (user: UserRow): AuditRecord => ({
  actor: user,
  action: 'user.deleted',
  target: target(user),
  summary: S.ownAccountDeleted(user.username),
});
