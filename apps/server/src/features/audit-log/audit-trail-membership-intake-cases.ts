// The audit trail's cases for membership applications and invitations
// (docs/product/membership.md#applications, #invitations): each arranges one administrator
// change on fresh objects, written straight into the database, and says which entry it must
// write (audit-trail.routes.test.ts runs them).
import { createUser } from '../../test/build-test-app.js';
import { randomEmail } from '../../test/factories.js';
import type { ChangeCase, TrailContext } from './audit-trail-test-kit.js';

/** A user's open application, inserted directly (applying writes no audit entry anyway). */
async function openApplication({ t }: TrailContext) {
  const user = await createUser(t.app, { role: 'user' });
  const row = await t.services.db.kysely
    .insertInto('membership_applications')
    .values({ user_id: user.id, message: 'I would like to join the hall.', status: 'open', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username: user.username };
}

export const membershipIntakeChanges: ChangeCase[] = [
  [
    'approving an application',
    'application.approved',
    async (context) => {
      const application = await openApplication(context);
      return {
        method: 'POST',
        url: `/api/admin/membership/applications/${application.id}/approve`,
        target: ['application', application.id],
        summary: `Approved the application of ${application.username}`,
      };
    },
  ],
  [
    'declining an application (the reason is mailed, not logged)',
    'application.declined',
    async (context) => {
      const application = await openApplication(context);
      const reason = 'Not this season, friend.';
      return {
        method: 'POST',
        url: `/api/admin/membership/applications/${application.id}/decline`,
        payload: { reason },
        target: ['application', application.id],
        summary: `Declined the application of ${application.username}`,
        secrets: [reason],
      };
    },
  ],
  [
    'an invitation (its link never logged)',
    'invitation.sent',
    async ({ t }) => {
      // Invitations need a mail server and the site's address; written without a save's entry.
      // Nothing listens on port 9: the queued mail fails after the answer, as the test wants.
      await t.services.settings.write({
        smtp_config: JSON.stringify({ host: '127.0.0.1', port: 9, secure: false, user: '', pass: '' }),
        site_url: 'https://hall.example',
      });
      const email = randomEmail();
      return {
        method: 'POST',
        url: '/api/admin/membership/invitations',
        payload: { email },
        target: (answer) => ['invitation', answer.invitation!.id],
        summary: `Invited ${email} to become a member`,
      };
    },
  ],
];
