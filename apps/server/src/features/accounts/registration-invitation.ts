// Registering through an invitation link (docs/product/membership.md#invitations): the account is
// a member from the start. The account, its membership (source 'invitation') and the used link
// are written in one transaction, so a link used twice, expired meanwhile or refused for any
// reason leaves no account behind.
import type { Insertable } from 'kysely';
import { MEMBERSHIP_ERRORS } from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import type { UsersTable } from '../../db/schema.js';
import type { UserRow } from '../../db/rows.js';
import { badRequest } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { consumeInvitation, isInvitedEmail, readUsableInvitation } from '../../services/membership-invitations.js';
import { startMembership } from '../../services/memberships.js';
import { findUserById, insertUser } from './users.repository.js';

/** Before any work: the link must still be usable, and the email the invited one (400 otherwise). */
export async function assertInvitationFits(services: Services, token: string, email: string): Promise<void> {
  const invitation = await readUsableInvitation(services.db.kysely, token, services.clock.nowIso());
  if (!invitation) throw badRequest(MEMBERSHIP_ERRORS.invitationInvalid);
  if (!isInvitedEmail(invitation, email)) throw badRequest(MEMBERSHIP_ERRORS.invitationEmailMismatch);
}

/** The account as a `user`, made a member by startMembership (the one place a role moves with its membership). */
export function registerInvited(services: Services, values: Insertable<UsersTable>, token: string): Promise<UserRow> {
  return writeTransaction(services.db, async (trx) => {
    const user = await insertUser(trx, values);
    const now = services.clock.nowIso();
    // Read again under the lock: another registration with the same link may have won meanwhile.
    const invitation = await consumeInvitation(trx, services.db, token, user.id, now);
    if (!invitation) throw badRequest(MEMBERSHIP_ERRORS.invitationInvalid);
    if (!isInvitedEmail(invitation, user.email)) throw badRequest(MEMBERSHIP_ERRORS.invitationEmailMismatch);
    await startMembership(trx, { userId: user.id, source: 'invitation', now });
    return (await findUserById(trx, user.id))!;
  });
}
