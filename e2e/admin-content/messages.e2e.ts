// /admin/messages, the contact-form inbox (docs/product/content.md): a message sent through the public
// form shows up unread, can be marked read and unread, and deleted after confirming.
import { describe, expect, it } from 'vitest';
import { loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { sendContactMessage } from '../support/content-fixtures.js';
import { seeHeading, seeText, useOwnAddress } from '../support/ui.js';

useBrowser();

describe.each<ViewportName>(WIDTHS)('inbox at %s width', (viewport) => {
  it('shows a message sent through the contact form, unread, with its line breaks', async () => {
    const name = uniqueName('Brigid');
    const visitor = await openPage({ viewport });
    await useOwnAddress(visitor.page);
    await visitor.page.goto(visitor.url('/contact'));
    await visitor.page.getByRole('textbox', { name: 'Name' }).fill(name);
    await visitor.page.getByRole('textbox', { name: 'Email' }).fill('brigid@example.com');
    await visitor.page.getByRole('textbox', { name: 'Phone' }).fill('+353 1 234 5678');
    await visitor.page.getByRole('combobox', { name: 'Reason' }).click();
    await visitor.page.getByRole('option', { name: 'Feedback' }).click();
    await visitor.page.getByRole('textbox', { name: 'Message' }).fill('The hall is lovely.\nMore harp music, please.');
    await visitor.page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(visitor.page, "Thank you for contacting us! We'll get back to you soon.");
    await visitor.close();

    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport, session: admin });
    await page.goto(url('/admin/messages'));
    await seeHeading(page, 'Messages');
    const card = page.getByTestId('contact-message').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getAttribute('data-unread')).toBe('true');
    await card.getByText('Feedback', { exact: true }).waitFor();
    await card.getByText('+353 1 234 5678').waitFor();
    expect(await card.getByTestId('contact-message-text').innerText()).toBe('The hall is lovely.\nMore harp music, please.');
    await page.getByTestId('unread-count').waitFor();
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('inbox (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('encodes the sender address in its mailto: links, so it cannot add headers to the reply', async () => {
    // What a visitor may type: the server's email rule only asks for one @ and no spaces.
    const senders = [
      { name: uniqueName('Orla'), email: "o'brien+tag@example.test" },
      { name: uniqueName('Crafty'), email: 'reply@example.test?cc=spy%40evil.test&bcc=spy2%40evil.test&body=Send%20the%20keys' },
    ];
    for (const { name, email } of senders) {
      await sendContactMessage({ name, email, reason: 'Other', message: 'Reply to me.' });
    }
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport, session: admin });
    await page.goto(url('/admin/messages'));
    for (const { name, email } of senders) {
      const card = page.getByTestId('contact-message').filter({ hasText: name });
      await card.waitFor();
      // The address as typed, and the Reply button.
      for (const link of [
        card.getByRole('link', { name: email, exact: true }),
        card.getByRole('link', { name: 'Reply by email' }),
      ]) {
        const href = await link.getAttribute('href');
        expect(href).toBe(`mailto:${encodeURIComponent(email)}`);
        // The browser reads no query (cc, bcc, body) out of it: the whole address is the recipient.
        expect(await link.evaluate((a: HTMLAnchorElement) => ({ protocol: a.protocol, search: a.search }))).toEqual({
          protocol: 'mailto:',
          search: '',
        });
        expect(decodeURIComponent(new URL(href!).pathname)).toBe(email);
      }
    }
    await close();
  });
});

describe('inbox', () => {
  it('marks a message read and unread, and deletes it after confirming', async () => {
    const name = uniqueName('Cormac');
    await sendContactMessage({ name, email: 'cormac@example.com', reason: 'Support', message: 'Where is the hall?' });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/messages'));
    const card = page.getByTestId('contact-message').filter({ hasText: name });
    await card.waitFor();
    const unreadBefore = Number((await page.getByTestId('unread-count').innerText()).split(' ')[0]);
    await card.getByRole('button', { name: 'Mark as read' }).click();
    await page.waitForFunction(
      (n) =>
        document.querySelector(`[data-testid="contact-message"][aria-label^="${n}"]`)?.getAttribute('data-unread') === 'false',
      name,
    );
    expect(Number((await page.getByTestId('unread-count').innerText()).split(' ')[0])).toBe(unreadBefore - 1);
    await card.getByRole('button', { name: 'Mark as unread' }).click();
    await page.waitForFunction(
      (n) =>
        document.querySelector(`[data-testid="contact-message"][aria-label^="${n}"]`)?.getAttribute('data-unread') === 'true',
      name,
    );
    await card.getByRole('button', { name: 'Delete message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Message' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alert').filter({ hasText: 'Message deleted successfully' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await close();
  });

  it('shows the empty state and the error state', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.route('**/api/admin/contact-messages?*', (route) =>
      route.fulfill({ json: { messages: [], total: 0, unread: 0 } }),
    );
    await page.goto(url('/admin/messages'));
    await seeHeading(page, 'No messages yet');
    await page.unroute('**/api/admin/contact-messages?*');
    await page.route('**/api/admin/contact-messages?*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.reload();
    await seeText(page, 'Failed to load messages');
    await close();
  });
});

describe('inbox paging', () => {
  it('keeps the messages shown when the next page fails to load', async () => {
    // More than one page (20) of messages.
    for (let i = 0; i < 21; i++) {
      await sendContactMessage({
        name: uniqueName('Pager'),
        email: 'pager@example.com',
        reason: 'Other',
        message: `Message ${i}`,
      });
    }
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin/messages'));
    const cards = page.getByTestId('contact-message');
    await cards.first().waitFor();
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(20);
    await page.route(
      (u) => u.pathname === '/api/admin/contact-messages' && u.searchParams.get('offset') !== '0',
      (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load messages' }).waitFor();
    expect(await cards.count()).toBe(shown);
    await close();
  });
});
