// 'Forgot password?' (beyond the documents, docs/product/accounts-and-sessions.md): from the login screen to a mailed
// link, a new password, and signing in with it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES as M } from '@clanhall/shared';
import { api, createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { saveSettings } from '../support/content-fixtures.js';
import { startMailbox, type Mailbox } from '../support/smtp.js';
import { afterNextPaint, fillLogin, seeHeading, useOwnAddress, waitForPath } from '../support/ui.js';

useBrowser();

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

/**
 * What 'Forgot password?' needs (docs/product/accounts-and-sessions.md): this mailbox as the site's SMTP server, and
 * the site's own address for the links, saved as an administrator would.
 */
async function offerReset() {
  await mailbox.useForSite();
  await saveSettings({ site_url: inject('baseUrl') });
}

/** The link in a reset mail (7bit: it stands on a line of its own, as written). */
const linkIn = (raw: string) => /^(http:\/\/\S+\/reset-password#[A-Za-z0-9_-]{32})$/m.exec(raw)?.[1];

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('password reset (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('mails a link from the login screen, sets the new password with it and signs in', async () => {
    const member = await createAccount({ role: 'member', password: 'forgotten-pass' });
    await offerReset();
    const { page, url, close } = await openPage({ viewport });
    await useOwnAddress(page);
    // The settings screen's test saves its whole form, which may carry the site address it read
    // before offerReset: when the link is not offered, the settings are saved again.
    const forgot = page.getByRole('link', { name: M.forgotLink });
    for (let attempt = 1; ; attempt++) {
      await page.goto(url('/login'));
      await seeHeading(page, 'Welcome Back');
      const offered = await forgot.waitFor({ timeout: 5_000 }).then(() => true, () => false);
      if (offered || attempt === 3) break;
      await offerReset();
    }
    await forgot.click();
    await waitForPath(page, '/forgot-password');
    await seeHeading(page, M.forgotTitle);
    await page.getByLabel(M.emailLabel).fill(member.user.email);
    const ask = async () => {
      await page.getByRole('button', { name: M.sendLink }).click();
      await page.getByRole('status').filter({ hasText: M.linkSent }).waitFor();
    };
    await ask();

    const link = linkIn(await mailbox.nextMailTo(member.user.email, ask));
    expect(link).toBeDefined();
    await page.goto(link!);
    await seeHeading(page, M.resetTitle);
    await page.getByLabel(M.newPasswordLabel, { exact: true }).fill('remembered-pass');
    await page.getByLabel(M.confirmPasswordLabel, { exact: true }).fill('remembered-pass');
    await page.getByRole('button', { name: M.resetButton }).click();
    await page.getByRole('status').filter({ hasText: M.passwordReset }).waitFor();
    await waitForPath(page, '/login');

    // Every earlier session has ended; the new password opens a new one.
    expect((await api('GET', '/api/auth/profile', undefined, member.token)).status).toBe(401);
    await fillLogin(page, member.user.username, 'remembered-pass');
    await waitForPath(page, '/dashboard');
    await close();
  });
});

describe('password reset messages', () => {
  it('checks the new password in the page, and offers a new link for a used or missing one', async () => {
    const member = await createAccount({ role: 'member' });
    await offerReset();
    const { page, url, close } = await openPage();
    await useOwnAddress(page);
    await page.goto(url('/forgot-password'));
    await page.getByRole('button', { name: M.sendLink }).click();
    await page.getByRole('alert').filter({ hasText: M.emailRequired }).waitFor();
    await page.getByLabel(M.emailLabel).fill(member.user.email);
    const ask = async () => {
      await page.getByRole('button', { name: M.sendLink }).click();
      await page.getByRole('status').filter({ hasText: M.linkSent }).waitFor();
    };
    await ask();
    const link = linkIn(await mailbox.nextMailTo(member.user.email, ask))!;

    await page.goto(link);
    const fresh = page.getByLabel(M.newPasswordLabel, { exact: true });
    const confirm = page.getByLabel(M.confirmPasswordLabel, { exact: true });
    const submit = page.getByRole('button', { name: M.resetButton });
    await fresh.fill('short');
    await confirm.fill('short');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'New password must be at least 6 characters.' }).waitFor();
    await fresh.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'New passwords do not match.' }).waitFor();

    // The link used up by someone (here, the API) is refused, with a way to ask again.
    const token = link.split('#')[1]!;
    expect((await api('POST', '/api/auth/reset-password', { token, newPassword: 'taken-first' })).status).toBe(200);
    await confirm.fill('long-enough-1');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: M.invalidLink }).waitFor();
    await page.getByRole('link', { name: M.requestNewLink }).click();
    await waitForPath(page, '/forgot-password');

    await page.goto(url('/reset-password'));
    await page.getByRole('alert').filter({ hasText: M.missingToken }).waitFor();
    await close();
  });
});

describe("'Forgot password?' on the login screen", () => {
  it('is offered only while the site can send a reset link', async () => {
    const { page, url, close } = await openPage();
    // The server's two answers, whatever this site's settings are now (other files change
    // them; the API tests cover when the server says which): yes, then no after a reload.
    let available = true;
    let answered!: () => void;
    await page.route('**/api/auth/password-reset', async (route) => {
      await route.fulfill({ json: { available } });
      answered();
    });
    const answer = () => new Promise<void>((resolve) => (answered = resolve));
    let next = answer();
    await page.goto(url('/login'));
    await next;
    await page.getByRole('link', { name: M.forgotLink }).waitFor();

    available = false;
    next = answer();
    await page.reload();
    await seeHeading(page, 'Welcome Back');
    await next;
    await afterNextPaint(page);
    expect(await page.getByRole('link', { name: M.forgotLink }).count()).toBe(0);
    await close();
  });
});
