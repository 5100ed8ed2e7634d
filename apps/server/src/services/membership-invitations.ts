// Invitation links (docs/product/membership.md#invitations), the part two features share: the
// membership-intake feature mails and checks them, and registration (features/accounts) uses one
// up in its own transaction, so the account, its membership and the used link commit together
// or not at all. A link names its invitation by a random token; only the token's SHA-256 is
// stored, as password resets do (docs/decisions/026).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import type { Services } from '../services.js';
import { findUsableInvitation, lockUsableInvitation, markInvitationUsed } from './membership-invitations.repository.js';

export interface UsableInvitation {
  id: number;
  email: string;
  expires_at: string;
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 192 bits: unguessable, and 32 base64url characters keep the mailed link short. */
export const newInvitationToken = () => randomBytes(24).toString('base64url');

/** The page an invitation opens: registration, with the token for the form to send back. */
export const invitationLink = (origin: string, token: string) => `${origin}/register?invitation=${token}`;

/**
 * Where the site's mailed links point: PUBLIC_URL, else the Site address an administrator
 * saved, as password-reset links (features/accounts/password-reset-setup.ts, decision 026). The
 * request's Host is never used: anyone can name it, and the mail would send the reader to the
 * sender's site. null when the site has no address.
 */
export async function siteLinkBase(services: Pick<Services, 'config' | 'settings'>): Promise<string | null> {
  // Saved without a trailing slash (schemas/settings.ts); stripped again for a hand-edited row.
  const siteUrl = (await services.settings.value('site_url')).trim().replace(/\/+$/, '');
  return services.config.publicUrl ?? (siteUrl || null);
}

/** Whether an address is the invited one (addresses compare without case, as accounts' do). */
export const isInvitedEmail = (invitation: Pick<UsableInvitation, 'email'>, email: string) =>
  invitation.email.trim().toLowerCase() === email.trim().toLowerCase();

/** The invitation a link's token names while it can still be used: not used, not expired. */
export function readUsableInvitation(db: Executor, token: string, now: string): Promise<UsableInvitation | undefined> {
  return findUsableInvitation(db, hashInvitationToken(token), now);
}

/**
 * Inside the registration's write transaction: uses the invitation up for the new account.
 * Read again under the lock, so of two registrations with one link only one wins; undefined
 * when the link is no longer usable (the caller rolls back).
 */
export async function consumeInvitation(
  trx: Executor,
  db: Pick<Db, 'dialect'>,
  token: string,
  userId: number,
  now: string,
): Promise<UsableInvitation | undefined> {
  const invitation = await lockUsableInvitation(trx, hashInvitationToken(token), now, db.dialect);
  if (!invitation) return undefined;
  return (await markInvitationUsed(trx, invitation.id, userId, now)) ? invitation : undefined;
}
