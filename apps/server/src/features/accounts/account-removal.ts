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
import type { AfterDeletion } from '../../services/own-data.js';
import { deleteLoginFailuresOf, deleteUserRow } from './users.repository.js';

/**
 * Inside the deletion's write transaction, before the row goes: every feature's part of what
 * ends with the account (services/own-data.ts), and at its owner's request also what of theirs
 * the cascade would keep. Answers the work for after the commit.
 */
export async function removeFeatureParts(
  services: Services,
  trx: WriteTransaction,
  target: UserRow,
  by: 'owner' | 'back-office',
): Promise<AfterDeletion[]> {
  const steps: AfterDeletion[] = [];
  for (const part of services.ownData.parts) {
    const ended = await part.endWithAccount?.(services, trx, target);
    if (ended) steps.push(ended);
    const removed = by === 'owner' ? await part.removeWithAccount?.(services, trx, target) : undefined;
    if (removed) steps.push(removed);
  }
  return steps;
}

/** After the commit: each part's clean-up, a failure logged and the others still run. */
export async function runAfterDeletion(services: Services, steps: readonly AfterDeletion[]): Promise<void> {
  for (const step of steps) {
    await step().catch((error: unknown) => services.log.error({ err: error }, 'after deleting an account: a clean-up step failed'));
  }
}

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
