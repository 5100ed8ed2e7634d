// /admin/membership's Applications and Invitations tabs (docs/product/membership.md#applications,
// #invitations): open applications first, one approved (a member at once, told by mail), one
// declined with a reason (told by mail, the reason kept); an invitation sent by email through
// the run's SMTP server, listed as waiting, then as used once someone registers through it.
// The club takes applications (mode apply) in a server of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_ERRORS } from '@clanhall/shared';
import { startSmtpCapture, type SmtpCapture } from '../../apps/server/src/test/smtp-capture.js';
import { uniqueName, type SessionUser } from '../support/api.js';
import { useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { snackbar } from '../support/ui.js';
import { onlyInSnackbar } from '../admin-shop/shop-ui.js';
import { useClub } from '../membership/club-fixtures.js';
import { openMembership, rowOf } from './membership-ui.js';

useBrowser();
const club = useClub('apply');

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The club's own server: nobody else changes its mail server or address.
  await club().must(
    'mail settings',
    200,
    'POST',
    '/api/admin/settings',
    { smtp_config: smtp.smtpConfig, site_url: club().baseUrl },
    club().adminToken,
  );
});
afterAll(() => smtp.close());

/** The newest mail to `to`, once it has come. */
async function mailTo(to: string): Promise<string> {
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(to))).toBe(true);
  return smtp.received
    .filter((mail) => mail.to.includes(to))
    .at(-1)!
    .raw.replace(/=\r?\n/g, '');
}

async function applicant(): Promise<SessionUser> {
  const user = await club().createAccount('user');
  await club().must(
    'apply',
    201,
    'POST',
    '/api/membership/applications',
    { message: `I am ${user.user.username}; I keep the old songs.` },
    user.token,
  );
  return user;
}

describe.each<ViewportName>(WIDTHS)('applications and invitations at %s width', (viewport) => {
  it('approves one open application and declines another with a reason', async () => {
    const [approved, declined] = [await applicant(), await applicant()];
    const { page, close } = await openMembership(club(), viewport, 'applications');
    // The open ones first: the filter starts there.
    expect(await page.getByRole('button', { name: 'Open', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const first = rowOf(page, 'admin-application-row', approved.user.username);
    await first.getByTestId('application-message').getByText('I keep the old songs.', { exact: false }).waitFor();
    expect(await first.getByTestId('application-status').innerText()).toBe('Open');

    await first.getByRole('button', { name: `Approve: ${approved.user.username}` }).click();
    await snackbar(page, `${approved.user.username} is a member now`);
    await first.waitFor({ state: 'detached' });
    expect((await club().refreshed(approved)).user.role).toBe('member');
    expect(await mailTo(approved.user.email)).toBeTruthy();

    const second = rowOf(page, 'admin-application-row', declined.user.username);
    await second.getByRole('button', { name: `Decline: ${declined.user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline application' });
    await dialog.getByText(declined.user.username, { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The hall is full this winter.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await snackbar(page, 'Application declined');
    await dialog.waitFor({ state: 'detached' });
    await second.waitFor({ state: 'detached' });
    expect((await club().refreshed(declined)).user.role).toBe('user');
    expect(await mailTo(declined.user.email)).toContain('The hall is full this winter.');

    // Answered ones are under their status, with when and why.
    await page.getByRole('button', { name: 'Declined', exact: true }).click();
    await second.getByText('The hall is full this winter.', { exact: false }).waitFor();
    expect(await second.getByTestId('application-status').innerText()).toBe('Declined');
    expect(await second.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await first.waitFor();
    await close();
  });

  it('says so when an application was answered meanwhile, as the server says it', async () => {
    const user = await applicant();
    const { page, close } = await openMembership(club(), viewport, 'applications');
    const row = rowOf(page, 'admin-application-row', user.user.username);
    await row.waitFor();
    // Another administrator approves it first.
    const { applications } = await club().must<{ applications: { id: number; user_id: number }[] }>(
      'open applications',
      200,
      'GET',
      '/api/admin/membership/applications?status=open',
      undefined,
      club().adminToken,
    );
    const id = applications.find((a) => a.user_id === user.user.id)!.id;
    await club().must('approve', 200, 'POST', `/api/admin/membership/applications/${id}/approve`, undefined, club().adminToken);
    await row.getByRole('button', { name: `Decline: ${user.user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline application' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await onlyInSnackbar(page, MEMBERSHIP_ERRORS.applicationAnswered);
    await dialog.getByText('Not done yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await close();
  });

  it('sends an invitation by email and lists it, waiting, then used', async () => {
    const email = `${uniqueName('invited')}@e2e.test`;
    const { page, close } = await openMembership(club(), viewport, 'invitations');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send invitation' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await snackbar(page, `Invitation sent to ${email}`);
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(page, 'admin-invitation-row', email);
    expect(await row.getByTestId('invitation-state').innerText()).toBe('Waiting');
    await row.getByText(club().admin.user.username).first().waitFor();

    // The mailed link registers a member; the list says who used it.
    const token = /invitation=([A-Za-z0-9_-]{32})/.exec((await mailTo(email)).replace(/=3D/g, '='))?.[1];
    expect(token).toBeDefined();
    const username = uniqueName('inv');
    await club().must('register', 201, 'POST', '/api/auth/register', {
      username,
      email,
      password: 'invited-pass',
      invitation: token,
    });
    await page.reload();
    await expect.poll(() => row.getByTestId('invitation-state').innerText()).toBe('Used');
    await row.getByText(`By ${username}`, { exact: false }).waitFor();
    await close();
  });

  it('says why an invitation was not sent, as the server says it, and keeps the dialog open', async () => {
    const member = await club().createAccount('member');
    const { page, close } = await openMembership(club(), viewport, 'invitations');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send invitation' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(member.user.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    // Said once, in the snackbar above the open dialog.
    await onlyInSnackbar(page, MEMBERSHIP_ERRORS.invitationMember);
    await dialog.getByText('Not done yet.', { exact: false }).waitFor();
    await close();
  });
});
