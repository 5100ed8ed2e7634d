// Removing an account (docs/product/accounts-and-sessions.md, docs/product/back-office.md; docs/product/accounts-and-sessions.md): the one path
// both the back office's delete and the member's own deletion take. The account's row goes with
// what cascades from it (sessions, cart, friendships, requests, blocks, conversations with their
// messages, room memberships); orders and payments keep the username with user_id set null, and
// room messages their sender_name. Once committed, the account's stored picture is released and
// 'account.deleted' is announced: every process closes the account's sockets (services/realtime.ts)
// and chat removes the files it uploaded (features/chat/files/chat-cleanup.ts).
import type { UserRow } from '../../db/rows.js';
import type { WriteTransaction } from '../../db/write-transaction.js';
import type { Services } from '../../services.js';
import { deleteLoginFailuresOf, deleteUserRow } from './users.repository.js';

/** Inside the caller's write transaction, which holds the 'admins' lock. */
export async function removeAccountRow(trx: WriteTransaction, target: UserRow): Promise<void> {
  // Its failed-login counts go too: a new account of the same name starts clean.
  await deleteLoginFailuresOf(trx, target.username);
  await deleteUserRow(trx, target.id);
}

/** After the removal committed. */
export async function announceAccountRemoved(services: Services, target: UserRow): Promise<void> {
  await services.images.release([target.avatar_url]);
  services.events.emit('account.written', { userId: target.id });
  services.events.emit('account.deleted', { userId: target.id });
}
