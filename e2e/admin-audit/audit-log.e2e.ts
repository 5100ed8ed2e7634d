// /admin/audit Audit Log (platform.md §7: every administrator change with who, when and what,
// readable in the back office; docs/decisions/013). Changes made through the API show with
// their administrator and a summary naming the object; older entries come with 'Load more';
// loading and failure states; at desktop (a table) and phone (cards) width. Other files share
// the server and write entries meanwhile, so this file finds its own by unique names.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UI } from '@clanhall/shared';
import { api, createAccount, loginAdmin, uniqueName, type SessionUser } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { holdRoute, seeHeading, waitForPath } from '../support/ui.js';

useBrowser();

const AUDIT_PATH = '/api/admin/audit-log';
/** en-US short month with the time: "Nov 25, 2026, 3:04 PM". */
const WHEN = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

/** An administrator of this test's own, so 'Who' names nobody else. */
const newAdmin = () => createAccount({ role: 'admin' });

async function createCategory(admin: SessionUser, name: string): Promise<number> {
  const res = await api<{ category: { id: number } }>('POST', '/api/admin/shop/categories', { name }, admin.token);
  expect(res.status).toBe(201);
  return res.body.category.id;
}

async function openAudit(viewport: ViewportName, admin: SessionUser) {
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url('/admin/audit'));
  await seeHeading(opened.page, 'Audit Log');
  return opened;
}

const entryWith = (page: Page, text: string) => page.getByTestId('audit-entry').filter({ hasText: text });

describe.each<ViewportName>(['desktop', 'phone'])('audit log at %s width', (viewport) => {
  it('shows an administrator change made through the API with who, when and what', async () => {
    const admin = await newAdmin();
    const shelf = uniqueName('Shelf');
    await createCategory(admin, shelf);
    const member = await createAccount();
    expect((await api('PUT', `/api/admin/users/${member.user.id}/status`, { status: 'banned' }, admin.token)).status).toBe(200);

    const { page, close, errors } = await openAudit(viewport, admin);
    const created = entryWith(page, `Created category “${shelf}”`);
    await created.waitFor();
    expect(await created.getByTestId('audit-summary').innerText()).toBe(`Created category “${shelf}”`);
    expect(await created.getByTestId('audit-actor').innerText()).toBe(admin.user.username);
    expect(await created.getByTestId('audit-action').innerText()).toBe('Category created');
    expect((await created.getByTestId('audit-when').innerText()).trim()).toMatch(WHEN);

    // Newest first: the ban came after the category.
    const banned = entryWith(page, `Banned user ${member.user.username}`);
    await banned.waitFor();
    expect(await banned.getByTestId('audit-action').innerText()).toBe('User status');
    const summaries = await page.getByTestId('audit-summary').allInnerTexts();
    expect(summaries.indexOf(`Banned user ${member.user.username}`)).toBeLessThan(
      summaries.indexOf(`Created category “${shelf}”`),
    );

    // A table on wide screens, cards below md.
    expect(await page.getByRole('table', { name: 'Audit Log' }).count()).toBe(viewport === 'desktop' ? 1 : 0);
    expect(await page.getByRole('list', { name: 'Audit Log' }).count()).toBe(viewport === 'phone' ? 1 : 0);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("reads older entries with 'Load more'", async () => {
    const admin = await newAdmin();
    const shelf = uniqueName('Archive');
    const id = await createCategory(admin, shelf);
    // More of this administrator's changes than a page holds, all newer than the creation.
    for (let i = 0; i <= UI.auditPageSize; i++) {
      const res = await api('PUT', `/api/admin/shop/categories/${id}`, { name: `${shelf} ${i}` }, admin.token);
      expect(res.status).toBe(200);
    }
    const { page, close, errors } = await openAudit(viewport, admin);
    await entryWith(page, `Edited category “${shelf} ${UI.auditPageSize}”`).waitFor();
    const first = `Created category “${shelf}”`;
    expect(await entryWith(page, first).count()).toBe(0);
    expect(await page.getByTestId('audit-entry').count()).toBe(UI.auditPageSize);

    // Other files add entries meanwhile: older pages until the creation shows.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    const shown = page.getByTestId('audit-entry');
    for (let clicks = 0; (await entryWith(page, first).count()) === 0; clicks++) {
      expect(clicks).toBeLessThan(10);
      const before = await shown.count();
      await loadMore.click();
      await expect.poll(() => shown.count()).toBeGreaterThan(before);
    }
    expect(await entryWith(page, first).getByTestId('audit-actor').innerText()).toBe(admin.user.username);
    // Pages join without repeating an entry.
    const summaries = await page.getByTestId('audit-summary').allInnerTexts();
    const mine = summaries.filter((text) => text.includes(shelf));
    expect(new Set(mine).size).toBe(mine.length);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('audit log', () => {
  it("shows 'Loading the audit log...', then a failure with Retry, which loads it", async () => {
    const admin = await loginAdmin();
    const { page, url, close, errors } = await openPage({ viewport: 'desktop', session: admin });
    const held = await holdRoute(page, `**${AUDIT_PATH}*`, { abort: true });
    await page.goto(url('/admin/audit'));
    await held.wasRequested;
    await page.getByText('Loading the audit log...', { exact: true }).waitFor();
    held.release();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the audit log' });
    await alert.waitFor();

    await page.unroute(`**${AUDIT_PATH}*`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('audit-entry').first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Failed to load the audit log' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('says so when nothing is recorded yet', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport: 'phone', session: admin });
    await page.route(`**${AUDIT_PATH}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ entries: [], next_cursor: null }) }),
    );
    await page.goto(url('/admin/audit'));
    await page.getByRole('heading', { name: 'Nothing recorded yet' }).waitFor();
    await close();
  });

  it('is reached from the Admin Sections card and goes back to /admin', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport: 'desktop', session: admin });
    await page.goto(url('/admin'));
    await seeHeading(page, 'Admin Dashboard');
    await page.getByRole('link', { name: /^Audit Log/ }).click();
    await waitForPath(page, '/admin/audit');
    await seeHeading(page, 'Audit Log');
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/admin');
    await close();
  });
});
