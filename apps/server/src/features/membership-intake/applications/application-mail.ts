// The applicant hears the answer by mail (docs/product/membership.md#applications), through the
// queued mailer after the answer has committed: a slow or missing mail server never holds the
// back office's click. Without SMTP the mailer skips it (services/mailer.ts).
import { MEMBERSHIP_INTAKE_MAILS, type MembershipApplication } from '@clanhall/shared';
import { readMailSettings } from '../../../services/mailer.js';
import { siteLinkBase } from '../../../services/membership-invitations.js';
import type { Services } from '../../../services.js';

export async function mailApplicationAnswer(services: Services, application: MembershipApplication): Promise<void> {
  const { siteName } = await readMailSettings(services.settings);
  const mail =
    application.status === 'approved'
      ? MEMBERSHIP_INTAKE_MAILS.approved(siteName, application.username, await siteLinkBase(services))
      : MEMBERSHIP_INTAKE_MAILS.declined(siteName, application.username, application.reason);
  services.mailer.send({
    to: application.email,
    ...mail,
    context: { applicationId: application.id, purpose: `application-${application.status}` },
  });
}
