// Registering through an invitation (docs/product/membership.md#invitations): an administrator
// invites an address, the mailed link opens /register?invitation=TOKEN, which says so and locks
// the invited address; the new account is a member at once. A used link says it no longer works.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVITATION_REGISTER_TEXTS as T } from '@clanhall/shared';
import { api, loginAdmin, must, uniqueName } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { saveSettings } from '../support/content-fixtures.js';
import { startMailbox, type Mailbox } from '../support/smtp.js';
import { waitForPath } from '../support/ui.js';

useBrowser();

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

/** The link in an invitation mail (on a line of its own; quoted-printable only for a long address). */
const linkIn = (raw: string) => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /^(http:\/\/\S+\/register\?invitation=[A-Za-z0-9_-]{32})$/m.exec(text)?.[1];
};

/** Invites a fresh address as an administrator would, and answers it with the mailed link. */
async function invite(): Promise<{ email: string; link: string }> {
  const admin = await loginAdmin();
  const email = `${uniqueName('invited')}@e2e.test`;
  // Invitations need this mailbox as the site's SMTP server and the site's address for the link;
  // another test file may change either meanwhile, so they are saved before each sending.
  const send = async () => {
    await mailbox.useForSite();
    await saveSettings({ site_url: inject('baseUrl') });
    await must('invite', 201, api('POST', '/api/admin/membership/invitations', { email }, admin.token));
  };
  await send();
  const link = linkIn(await mailbox.nextMailTo(email, send));
  expect(link).toBeDefined();
  return { email, link: link! };
}

async function fillAndCreate(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('invited-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

// At desktop width only: the register form is the same at 390 px (decision 022).
describe('register through an invitation (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows the invitation with the invited address locked, and makes a member account', async () => {
    const { email, link } = await invite();
    const { page, close } = await openPage({ viewport });
    await page.goto(link);
    const notice = page.getByTestId('invitation-notice');
    await notice.filter({ hasText: T.invited }).waitFor();
    expect(await notice.innerText()).toContain(email);
    const emailField = page.getByLabel('Email');
    await expect.poll(() => emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await page.getByText(T.emailLocked).waitFor();

    const username = uniqueName('inv');
    await fillAndCreate(page, username);
    await page.getByRole('status').filter({ hasText: T.success }).waitFor();
    await waitForPath(page, '/login');
    const login = await api<{ user: { role: string; email: string } }>('POST', '/api/auth/member/login', {
      username,
      password: 'invited-pass',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'member', email });
    await close();
  });
});

describe('register through an invitation that no longer works', () => {
  it('says so and leaves an ordinary registration, with the address free to type', async () => {
    const { email, link } = await invite();
    // Used once already, through the API.
    await must(
      'register',
      201,
      api('POST', '/api/auth/register', {
        username: uniqueName('first'),
        email,
        password: 'invited-pass',
        invitation: new URL(link).searchParams.get('invitation'),
      }),
    );
    const { page, close } = await openPage();
    await page.goto(link);
    await page.getByTestId('invitation-notice').filter({ hasText: T.invalid }).waitFor();
    const emailField = page.getByLabel('Email');
    expect(await emailField.getAttribute('readonly')).toBeNull();
    expect(await emailField.inputValue()).toBe('');
    const username = uniqueName('plain');
    await emailField.fill(`${username}@e2e.test`);
    await fillAndCreate(page, username);
    await page.getByText('Registration successful! You can now log in.').waitFor();
    const login = await api<{ user: { role: string } }>('POST', '/api/auth/member/login', { username, password: 'invited-pass' });
    expect(login.body.user.role).toBe('user');
    await close();
  });
});
