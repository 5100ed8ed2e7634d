// 'Delete account' (docs/product/accounts-and-sessions.md): the member's own deletion, confirmed
// with their password (checked as a login is, current-password.ts). One write transaction under the
// 'admins' lock: the last active administrator is refused (409); every feature's part removes what
// of theirs the cascade would keep (services/own-data.ts); then the account's row goes, on the same
// path as the back office's delete (account-removal.ts), whose announcement ends the account's
// sessions and sockets at once in every process.
import { SERVER_ERRORS, type DeleteAccountBody } from '@clanhall/shared';
import type { UserRow } from '../../../db/rows.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { unauthorized } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import { assertMayDeleteOwnAccount } from '../accounts.policy.js';
import { announceAccountRemoved, removeAccountRow, removeFeatureParts, runAfterDeletion } from '../account-removal.js';
import { ownAccountDeletedEntry } from '../admin-users-audit.js';
import { assertCurrentPassword } from '../current-password.js';
import { countActiveAdmins, findUserById } from '../users.repository.js';

export async function deleteOwnAccount(
  services: Services,
  user: UserRow,
  body: DeleteAccountBody,
  address: string,
): Promise<void> {
  await assertCurrentPassword(services, user, body.password, address);
  const { target, afterwards } = await writeTransaction(
    services.db,
    async (trx) => {
      const found = await findUserById(trx, user.id);
      if (!found) throw unauthorized(SERVER_ERRORS.invalidToken);
      assertMayDeleteOwnAccount(found, await countActiveAdmins(trx, found.id));
      const steps = await removeFeatureParts(services, trx, found, 'owner');
      // An administrator leaving is an administrator's change to the accounts (docs/product/back-office.md).
      if (found.role === 'admin') await services.auditLog.record(ownAccountDeletedEntry(found), trx);
      await removeAccountRow(trx, found);
      return { target: found, afterwards: steps };
    },
    { locks: ['admins'] },
  );
  await runAfterDeletion(services, afterwards);
  await announceAccountRemoved(services, target);
}
