// Contact (docs/product/content.md): required fields, reasons, success and clearing.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { seeHeading, seeText, useOwnAddress } from '../support/ui.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('contact (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('asks for the required fields, then sends and clears the form', async () => {
    const { page, url, close } = await openPage({ viewport });
    await useOwnAddress(page);
    await page.goto(url('/contact'));
    await seeHeading(page, 'Contact Us');
    // Each field's label names that field alone (no section or button shares it).
    for (const label of ['Name', 'Email', 'Message']) expect(await page.getByLabel(label).count(), label).toBe(1);
    await page.getByRole('textbox', { name: 'Name' }).fill('Fionn');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Please fill in all required fields.');

    await page.getByRole('textbox', { name: 'Email' }).fill('fionn@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Is there room by the fire?\nI bring stories.');
    // The reason is still missing.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Please fill in all required fields.');

    await page.getByRole('combobox', { name: 'Reason' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual(['Support', 'Feedback', 'Partnership', 'Other']);
    await page.getByRole('option', { name: 'Partnership' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, "Thank you for contacting us! We'll get back to you soon.");
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    await close();
  });

  it("shows the server's error text when sending fails", async () => {
    const { page, url, close } = await openPage({ viewport });
    await page.route('**/api/admin/contact', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many requests. Please try again later.' } }),
    );
    await page.goto(url('/contact'));
    await page.getByRole('textbox', { name: 'Name' }).fill('Oisín');
    await page.getByRole('textbox', { name: 'Email' }).fill('oisin@example.com');
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Too many requests. Please try again later.');
    await page.route('**/api/admin/contact', (route) => route.abort());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Failed to send message. Please try again.');
    await close();
  });
});
