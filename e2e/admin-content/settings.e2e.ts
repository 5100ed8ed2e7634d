// Site settings (docs/product/back-office.md) and where they show: the home page's offer cards
// (docs/product/content.md) and the contact page. Settings are site-wide, so every test that
// changes them lives in this one file, which runs its tests in order; the one exception is the
// SMTP server and the Site address, which the password reset test (auth/password-reset.e2e.ts)
// points at its own mailbox and the site, so what a save stored is read from the save's answer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD_RESET_MESSAGES as R, type PasswordResetSetup } from '@clanhall/shared';
import { loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { saveSettings } from '../support/content-fixtures.js';
import { afterNextPaint, seeHeading, seeText } from '../support/ui.js';

useBrowser();

const DEFAULT_OFFERS = ['Exclusive Blog', 'Private Community', 'Curated Shop', 'Member Dashboard'];

async function offerTitles(page: Page): Promise<string[]> {
  const cards = page.getByTestId('offer-card');
  await cards.first().waitFor();
  return cards.getByRole('heading').allInnerTexts();
}

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('What We Offer (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows the four default cards when no offers are configured', async () => {
    await saveSettings({ home_offers: '[]' });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/'));
    await seeHeading(page, 'What We Offer');
    expect(await offerTitles(page)).toEqual(DEFAULT_OFFERS);
    await close();
  });

  it('shows the configured offers instead', async () => {
    const offers = [
      { title: uniqueName('Mead Hall'), desc: 'A long table and a warm welcome.' },
      { title: uniqueName('Bard School'), desc: 'Learn the old songs.' },
    ];
    await saveSettings({ home_offers: JSON.stringify(offers) });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/'));
    expect(await offerTitles(page)).toEqual(offers.map((o) => o.title));
    await seeText(page, 'Learn the old songs.');
    await close();
  });
});

describe('site settings screen', () => {
  it('saves the form and the public home page reflects it', async () => {
    await saveSettings({ home_offers: '[]' });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/settings'));
    await seeHeading(page, 'Site Settings');
    for (const section of [
      'General',
      'Contact Information',
      'Home - What We Offer',
      'FAQ',
      'Footer Information',
      'Chat',
      'SMTP Configuration',
    ]) {
      await seeHeading(page, section);
    }
    await seeText(page, 'Leave blank to keep the stored password.');

    const description = `A hall of e2e tales ${uniqueName('#')}`;
    const offer = uniqueName('Storytelling Circle');
    await page.getByRole('textbox', { name: 'Site description' }).fill(description);
    // Coming back online reads the settings again in the background: what is typed stays.
    const reread = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/admin/settings' && res.request().method() === 'GET',
    );
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await (await reread).finished();
    await afterNextPaint(page);
    expect(await page.getByRole('textbox', { name: 'Site description' }).inputValue()).toBe(description);
    await page.getByRole('button', { name: 'Add offer' }).click();
    const editor = page.getByTestId('offer-editor').last();
    await editor.getByRole('textbox', { name: 'Title' }).fill(offer);
    await editor.getByRole('textbox', { name: 'Description' }).fill('Monthly nights of tales by the fire.');
    // A host that refuses at once: the site's mails sent after this test (other files run
    // alongside) fail fast instead of waiting on a name lookup that may never answer.
    await page.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await page.getByRole('spinbutton', { name: 'Port' }).fill('9');
    const quota = page.getByRole('spinbutton', { name: 'Upload allowance per member (MB per day)' });
    expect(await quota.inputValue()).toMatch(/^\d+$/);
    await quota.fill('750');
    // What this save stored, from its own answer: a later GET could already show another test
    // file's save (the password reset test points SMTP at its own mailbox).
    const savedAnswer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/admin/settings' && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('alert').filter({ hasText: 'Settings saved successfully!' }).waitFor();

    const stored = { body: ((await (await savedAnswer).json()) as { settings: Record<string, string> }).settings };
    expect(stored.body.site_description).toBe(description);
    expect(JSON.parse(stored.body.home_offers!)).toEqual([{ title: offer, desc: 'Monthly nights of tales by the fire.' }]);
    const smtp = JSON.parse(stored.body.smtp_config!);
    expect(smtp).toMatchObject({ host: '127.0.0.1', port: 9 });
    expect(smtp).not.toHaveProperty('pass');
    expect(stored.body.chat_upload_quota_mb).toBe('750');

    // Same tab: the public settings query was refreshed, so the home page shows the change at once.
    await page.getByRole('link', { name: /home/i }).first().click();
    await seeText(page, description);
    expect(await offerTitles(page)).toEqual([offer]);
    await close();
  });

  it("says under 'Site address' why 'Forgot password?' is not offered, or where its links point", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    // The server's answers (the API tests cover which it gives); the site's real settings are
    // shared with the password reset test, which keeps them able to send links.
    let answer: PasswordResetSetup = { available: false, missing: ['smtp', 'site_address'], link_base: null, link_base_from: null };
    await page.route('**/api/admin/password-reset', (route) => route.fulfill({ json: answer }));
    await page.goto(url('/admin/settings'));
    const notice = page.getByTestId('password-reset-notice');
    await notice.filter({ hasText: R.adminNotOffered }).waitFor();
    expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([R.adminMissing.smtp, R.adminMissing.site_address]);

    answer = { available: true, missing: [], link_base: 'https://members.club.test', link_base_from: 'public_url' };
    await page.reload();
    await notice.filter({ hasText: R.adminLinksTo('https://members.club.test') }).waitFor();
    await notice.filter({ hasText: R.adminLinksFromPublicUrl }).waitFor();
    await close();
  });

  it("says 'Failed to load settings' and 'Failed to save settings' when the server fails", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.route('**/api/admin/settings', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto(url('/admin/settings'));
    await seeText(page, 'Failed to load settings');
    await page.unroute('**/api/admin/settings');
    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save settings' }).waitFor();
    await close();
  });

  it('fills the contact page: details, only the social links that are set, and the FAQ', async () => {
    await saveSettings({
      contact_email: 'hall@e2e.test',
      contact_phone: '+44 20 0000 0000',
      contact_address: 'The Old Byre, Glen Road',
      contact_socials: JSON.stringify({
        facebook: 'https://facebook.com/clanhall',
        twitter: '',
        instagram: '',
        linkedin: 'https://linkedin.com/company/clanhall',
      }),
      faq: JSON.stringify([{ q: 'Who may join?', a: 'Anyone who loves a good tale.' }]),
    });
    const { page, url, close } = await openPage({ viewport: 'phone' });
    await page.goto(url('/contact'));
    await seeText(page, 'hall@e2e.test');
    await seeText(page, '+44 20 0000 0000');
    await seeText(page, 'The Old Byre, Glen Road');
    expect(await page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/clanhall');
    expect(await page.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/company/clanhall');
    expect(await page.getByRole('link', { name: 'Twitter' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Who may join?' }).click();
    await page.getByText('Anyone who loves a good tale.').waitFor({ state: 'visible' });
    await close();
  });
});
