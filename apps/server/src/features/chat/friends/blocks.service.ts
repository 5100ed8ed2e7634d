// Blocking (docs/product/chat.md, beyond the documents): a member blocks another; neither can send
// the other requests or messages, and neither sees the other in Find Users. Blocking declines
// whatever request was pending between them. Blocking twice or unblocking someone not blocked
// changes nothing and is not an error.
import { CHAT_ERRORS } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { Viewer } from '../chat.policy.js';
import { nudge } from '../realtime/chat-realtime.js';
import { findAccount, pairKey } from './chat-users.repository.js';
import { toChatUser } from '../chat-views.js';
import { deleteBlock, insertBlock, listBlocked } from './blocks.repository.js';
import { declinePendingBetween } from './friends.repository.js';

export async function listBlocks(services: Services, viewer: Viewer, page: { limit: number; offset: number }) {
  return { users: (await listBlocked(services.db.kysely, viewer.id, page)).map(toChatUser) };
}

export async function block(services: Services, viewer: Viewer, userId: number): Promise<void> {
  if (userId === viewer.id) throw badRequest(CHAT_ERRORS.selfBlock);
  const declined = await writeTransaction(
    services.db,
    async (trx) => {
      if (!(await findAccount(trx, userId))) throw notFound(CHAT_ERRORS.userNotFound);
      const now = services.clock.nowIso();
      await insertBlock(trx, viewer.id, userId, now);
      return declinePendingBetween(trx, viewer.id, userId, now);
    },
    // The pair's lock: a request being sent between them at this moment sees the block.
    { locks: [`chat-pair:${pairKey(viewer.id, userId)}`] },
  );
  if (declined > 0) nudge(services, 'requests_changed', [viewer.id, userId]);
}

export async function unblock(services: Services, viewer: Viewer, userId: number): Promise<void> {
  await deleteBlock(services.db.kysely, viewer.id, userId);
}
