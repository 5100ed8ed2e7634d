// Who may do what with an account (docs/product/accounts-and-sessions.md and docs/product/back-office.md): which door an account signs in at,
// and the administrator self-protection rules. HTTP and sockets ask these same functions.
import { OWN_DATA_MESSAGES, SERVER_ERRORS, type Role, type UserStatus } from '@clanhall/shared';
import { conflict, forbidden } from '../../lib/http-error.js';

export type LoginDoor = 'admin' | 'member';

/** The admin door takes role admin only; the member door member and user (docs/product/accounts-and-sessions.md). */
export function doorAccepts(door: LoginDoor, role: Role): boolean {
  return door === 'admin' ? role === 'admin' : role === 'member' || role === 'user';
}

export interface AccountChange {
  role?: Role;
  status?: UserStatus;
  deleted?: boolean;
}

interface AccountState {
  id: number;
  role: Role;
  status: UserStatus;
}

/** Would this change leave the account no longer an active administrator? */
export function removesAdmin(target: AccountState, change: AccountChange): boolean {
  if (target.role !== 'admin' || target.status !== 'active') return false;
  return (
    Boolean(change.deleted) ||
    (change.role !== undefined && change.role !== 'admin') ||
    (change.status !== undefined && change.status !== 'active')
  );
}

/**
 * An administrator cannot ban, disable, demote or delete themself (403), and the last active
 * administrator cannot be removed (409). `otherActiveAdmins` is counted inside the same write
 * transaction, under the 'admins' lock, so the rule still holds when the write lands.
 */
export function assertMayChangeAccount(actor: { id: number }, target: AccountState, change: AccountChange, otherActiveAdmins: number) {
  if (!removesAdmin(target, change)) return;
  if (actor.id === target.id) throw forbidden(SERVER_ERRORS.selfProtection);
  if (otherActiveAdmins === 0) throw conflict(SERVER_ERRORS.lastAdmin);
}

/**
 * A member may delete their own account (docs/product/accounts-and-sessions.md), but the last
 * active administrator may not (409): `otherActiveAdmins` is counted in the deletion's
 * transaction, under the 'admins' lock, as for the back office's changes.
 */
export function assertMayDeleteOwnAccount(account: AccountState, otherActiveAdmins: number) {
  if (removesAdmin(account, { deleted: true }) && otherActiveAdmins === 0) throw conflict(OWN_DATA_MESSAGES.lastAdminCannotLeave);
}

/** A change after which the account's earlier tokens must stop working (docs/decisions/003). */
export function endsSessions(target: AccountState, change: AccountChange): boolean {
  return target.status === 'active' && change.status !== undefined && change.status !== 'active';
}
