// The mails of a paid membership (docs/product/membership.md#renewal), through the queued mailer:
// the job never waits for SMTP, and without SMTP settings nothing is sent. They go to the
// account's own email as read with the membership.
import { MEMBERSHIP_MAILS, SITE_DEFAULTS } from '@clanhall/shared';
import type { Services } from '../../../services.js';

type MailKind = keyof typeof MEMBERSHIP_MAILS;

export async function sendMembershipMail<K extends MailKind>(
  services: Services,
  to: string,
  kind: K,
  details: Parameters<(typeof MEMBERSHIP_MAILS)[K]>[1],
  context: Record<string, unknown>,
): Promise<void> {
  if (!to) return;
  const siteName = (await services.settings.value('site_name')).trim() || SITE_DEFAULTS.site_name;
  const compose = MEMBERSHIP_MAILS[kind] as (site: string, d: typeof details) => { subject: string; text: string };
  services.mailer.send({ to, ...compose(siteName, details), context: { ...context, mail: `membership-${kind}` } });
}
