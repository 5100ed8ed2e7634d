// /admin/audit Audit Log (docs/product/back-office.md: every administrator change with who, when and what,
// readable in the back office; docs/decisions/013). Changes made through the API show with
// their administrator and a summary naming the object; older entries come with 'Load more';
// the list narrows by area and by administrator, kept in the address; loading, empty and
// failure states; at desktop (a table) and phone (cards) width. Other files share the server
// and write entries meanwhile, so each test has an administrator of its own and reads the list
// narrowed to them where it counts entries.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UI } from '@clanhall/shared';
import { api, createAccount, loginAdmin, uniqueName, type SessionUser } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { createCategory as createShelf } from '../support/shop-fixtures.js';
import { holdRoute, seeHeading, seeScreen, waitForPath } from '../support/ui.js';

useBrowser();

const AUDIT_PATH = '/api/admin/audit-log';
/** en-US short month with the time: "Nov 25, 2026, 3:04 PM". */
const WHEN = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

/** An administrator of this test's own, so 'Who' names nobody else. */
const newAdmin = () => createAccount({ role: 'admin' });

/** A category made by `admin`, so the entry is theirs. */
const createCategory = async (admin: SessionUser, name: string) => (await createShelf({ name }, admin)).id;

/** /admin/audit, narrowed by `query` (e.g. `?actor=12`). */
async function openAudit(viewport: ViewportName, admin: SessionUser, query = '') {
  const opened = await openPage({ viewport, session: admin });
  await opened.page.goto(opened.url(`/admin/audit${query}`));
  await seeHeading(opened.page, 'Audit Log');
  return opened;
}

const entryWith = (page: Page, text: string) => page.getByTestId('audit-entry').filter({ hasText: text });

describe.each<ViewportName>(WIDTHS)('audit log at %s width', (viewport) => {
  it('shows an administrator change made through the API with who, when and what', async () => {
    const admin = await newAdmin();
    const shelf = uniqueName('Shelf');
    await createCategory(admin, shelf);
    const member = await createAccount();
    expect((await api('PUT', `/api/admin/users/${member.user.id}/status`, { status: 'banned' }, admin.token)).status).toBe(200);

    const { page, close } = await openAudit(viewport, admin, `?actor=${admin.user.id}`);
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
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('audit log (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("reads older entries with 'Load more'", async () => {
    const admin = await newAdmin();
    const shelf = uniqueName('Archive');
    const id = await createCategory(admin, shelf);
    // More of this administrator's changes than a page holds, all newer than the creation.
    for (let i = 0; i <= UI.auditPageSize; i++) {
      const res = await api('PUT', `/api/admin/shop/categories/${id}`, { name: `${shelf} ${i}` }, admin.token);
      expect(res.status).toBe(200);
    }
    // Narrowed to this administrator: their changes only, whatever other files write meanwhile.
    const { page, close } = await openAudit(viewport, admin, `?actor=${admin.user.id}`);
    await entryWith(page, `Edited category “${shelf} ${UI.auditPageSize}”`).waitFor();
    const first = `Created category “${shelf}”`;
    const shown = page.getByTestId('audit-entry');
    expect(await entryWith(page, first).count()).toBe(0);
    expect(await shown.count()).toBe(UI.auditPageSize);

    await page.getByRole('button', { name: 'Load more' }).click();
    await entryWith(page, first).waitFor();
    expect(await shown.count()).toBe(UI.auditPageSize + 2);
    await page.getByText('That is everything recorded.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await entryWith(page, first).getByTestId('audit-actor').innerText()).toBe(admin.user.username);
    // Pages join without repeating an entry.
    const summaries = await page.getByTestId('audit-summary').allInnerTexts();
    const mine = summaries.filter((text) => text.includes(shelf));
    expect(new Set(mine).size).toBe(mine.length);
    await close();
  });
});

describe('audit log filters', () => {
  it('narrows the list by area and by administrator, keeps both in the address, and clears them', async () => {
    const admin = await newAdmin();
    const shelf = uniqueName('Ledger');
    await createCategory(admin, shelf);
    const member = await createAccount();
    expect((await api('PUT', `/api/admin/users/${member.user.id}/status`, { status: 'banned' }, admin.token)).status).toBe(200);
    const { page, url, close } = await openAudit('desktop', admin, `?actor=${admin.user.id}`);
    const summaries = () => page.getByTestId('audit-summary').allInnerTexts();
    const chip = page.getByTestId('audit-actor-filter');
    await chip.filter({ hasText: `By ${admin.user.username}` }).waitFor();
    await entryWith(page, `Banned user ${member.user.username}`).waitFor();
    expect(await summaries()).toEqual([`Banned user ${member.user.username}`, `Created category “${shelf}”`]);

    // An area: the users' changes only.
    const area = page.getByRole('combobox', { name: 'Area' });
    await area.click();
    await page.getByRole('option', { name: 'Users', exact: true }).click();
    await expect.poll(summaries).toEqual([`Banned user ${member.user.username}`]);
    expect(new URL(page.url()).searchParams.get('area')).toBe('user');
    expect(await page.getByTestId('audit-action').allInnerTexts()).toEqual(['User status']);

    // Reloading keeps both filters.
    await page.reload();
    await expect.poll(summaries).toEqual([`Banned user ${member.user.username}`]);
    expect(await area.innerText()).toBe('Users');

    // An area this administrator changed nothing in.
    await area.click();
    await page.getByRole('option', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'No changes match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await chip.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(await area.innerText()).toBe('All areas');

    // A name in the list narrows it to that administrator; the chip's cross widens it again.
    await page.goto(url(`/admin/audit?area=category`));
    await entryWith(page, `Created category “${shelf}”`).waitFor();
    await entryWith(page, `Created category “${shelf}”`)
      .getByRole('button', { name: `Show only changes by ${admin.user.username}` })
      .click();
    await chip.filter({ hasText: `By ${admin.user.username}` }).waitFor();
    await expect.poll(summaries).toEqual([`Created category “${shelf}”`]);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ area: 'category', actor: String(admin.user.id) });
    await chip.getByRole('img', { name: 'Show changes by every administrator' }).click();
    await chip.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('actor')).toBeNull();
    await close();
  });
});

describe('audit log', () => {
  it("shows 'Loading the audit log...', then a failure with Retry, which loads it", async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport: 'desktop', session: admin });
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
    // The dashboard's card has a heading 'Audit Log' too, and says 'back office' (hence the exact 'Back').
    await seeScreen(page, 'Audit Log');
    // docs/product/back-office.md: a back button (a button, not a link) to /admin.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForPath(page, '/admin');
    await close();
  });
});
