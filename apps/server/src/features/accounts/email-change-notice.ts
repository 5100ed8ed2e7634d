// The notice to the old address after a member changes their email (docs/product/accounts-and-sessions.md), sent
// through the queued mailer when SMTP is configured. It never names the new address.
import { EMAIL_CHANGE_MESSAGES } from '@clanhall/shared';
import type { UserRow } from '../../db/rows.js';
import { readMailSettings } from '../../services/mailer.js';
import type { Services } from '../../services.js';

/** '2025-03-01 14:05 UTC': the moment, readable, in a zone every reader can place. */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function sendEmailChangeNotice(services: Services, before: UserRow): Promise<void> {
  const { siteName, smtp } = await readMailSettings(services.settings);
  if (!smtp.host) return;
  services.mailer.send({
    to: before.email,
    subject: EMAIL_CHANGE_MESSAGES.mailSubject(siteName),
    text: EMAIL_CHANGE_MESSAGES.mailText(siteName, before.username, utcMinute(services.clock.now())),
    context: { userId: before.id, purpose: 'email-changed' },
  });
}
