// Invitations (docs/product/membership.md#invitations), in every membership mode: an
// administrator mails a single-use link, valid MEMBERSHIP_LIMITS.invitationDays, to an address
// that has no account yet; registering through it makes a member (features/accounts,
// registration-invitation.ts). The link points at the site's own address, never the request's
// Host; only its token's SHA-256 is stored (services/membership-invitations.ts).
import {
  AUDIT_SUMMARIES,
  MEMBERSHIP_ERRORS,
  MEMBERSHIP_INTAKE_MAILS,
  MEMBERSHIP_LIMITS,
  type InvitationCheck,
  type MembershipInvitation,
} from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import { conflict, notFound } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { AuditActor } from '../../../services/audit-log.js';
import { readMailSettings } from '../../../services/mailer.js';
import {
  hashInvitationToken,
  invitationLink,
  newInvitationToken,
  readUsableInvitation,
  siteLinkBase,
} from '../../../services/membership-invitations.js';
import {
  findAccountByEmail,
  findInvitationView,
  insertInvitation,
  listInvitations,
  type InvitationViewRow,
} from './invitations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const toInvitation = (row: InvitationViewRow): MembershipInvitation => ({ ...row });

/**
 * Refused, before anything is written, when the link could not reach anyone or lead anywhere:
 * no mail server (as 'Forgot password?' is not offered without one), no site address for the
 * link, or an address that has an account already (a member has nothing to accept; a user's
 * account is granted a membership instead: the email could not register again).
 */
export async function sendInvitation(services: Services, actor: AuditActor, email: string): Promise<MembershipInvitation> {
  const { siteName, smtp } = await readMailSettings(services.settings);
  if (!smtp.host) throw conflict(MEMBERSHIP_ERRORS.mailNotConfigured);
  const linkBase = await siteLinkBase(services);
  if (!linkBase) throw conflict(MEMBERSHIP_ERRORS.siteAddressMissing);
  const db = services.db.kysely;
  const account = await findAccountByEmail(db, email);
  if (account) throw conflict(account.role === 'user' ? MEMBERSHIP_ERRORS.invitationAccount : MEMBERSHIP_ERRORS.invitationMember);

  const token = newInvitationToken();
  const now = services.clock.nowMs();
  const invitation = await writeTransaction(services.db, async (trx) => {
    const id = await insertInvitation(trx, {
      email,
      token_hash: hashInvitationToken(token),
      invited_by: actor.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + MEMBERSHIP_LIMITS.invitationDays * DAY_MS).toISOString(),
    });
    await services.auditLog.record(
      { actor, action: 'invitation.sent', target: { type: 'invitation', id }, summary: AUDIT_SUMMARIES.invitationSent(email) },
      trx,
    );
    return toInvitation((await findInvitationView(trx, id))!);
  });
  services.mailer.send({
    to: email,
    ...MEMBERSHIP_INTAKE_MAILS.invitation(siteName, invitationLink(linkBase, token), MEMBERSHIP_LIMITS.invitationDays),
    context: { invitationId: invitation.id, purpose: 'invitation' },
  });
  return invitation;
}

export async function listSentInvitations(services: Services, page: { before?: number; limit: number }) {
  // One row more than asked says whether a next page exists.
  const rows = await listInvitations(services.db.kysely, { ...page, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  return { invitations: shown.map(toInvitation), next_before: rows.length > page.limit ? shown[shown.length - 1]!.id : null };
}

/**
 * What the register page shows for a link: the invited address while the link can still make
 * an account. Used, expired, unknown, or its address registered since (through another link):
 * all the same 404.
 */
export async function checkInvitation(services: Services, token: string): Promise<InvitationCheck> {
  const db = services.db.kysely;
  const invitation = await readUsableInvitation(db, token, services.clock.nowIso());
  if (!invitation || (await findAccountByEmail(db, invitation.email))) throw notFound(MEMBERSHIP_ERRORS.invitationInvalid);
  return { email: invitation.email, expires_at: invitation.expires_at };
}
