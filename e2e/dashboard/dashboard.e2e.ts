// /dashboard (docs/product/screens.md Dashboard) and the /admin dashboard (docs/product/back-office.md).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createAccount, loginAdmin } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { seeHeading, waitForPath } from '../support/ui.js';

useBrowser();

const ALL_TILES = ['Shop', 'Chat', 'Private Messages', 'Blog', 'Orders', 'Profile'];
const TILE_TARGETS: Record<string, string> = {
  Shop: '/shop',
  Chat: '/messages',
  'Private Messages': '/messages',
  Blog: '/blog',
  Orders: '/orders',
  Profile: '/profile',
};

async function tileTitles(page: Page) {
  return page.locator('main section h3').allTextContents();
}

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('dashboard (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('shows a member their title, role chip, welcome, all tiles and the activity counts', async () => {
    const member = await createAccount({ role: 'member' });
    await api('PUT', '/api/auth/profile', { first_name: 'Fionn' }, member.token);
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    // The greeting names the account by its username, as every other screen does.
    await page.getByText(`Welcome back, ${member.user.username}!`).waitFor();
    await page.getByText('Member', { exact: true }).waitFor();
    expect(await page.getByTestId('dashboard-username').textContent()).toBe(member.user.username);
    // docs/product/membership.md: a member's Membership tile comes first.
    expect(await tileTitles(page)).toEqual(['Membership', ...ALL_TILES]);
    for (const title of ALL_TILES) {
      const open = page.getByRole('region', { name: title }).getByRole('link', { name: 'Open' });
      expect(await open.getAttribute('href')).toBe(TILE_TARGETS[title]);
    }
    for (const label of ['Cart Items', 'Unread Messages', 'Pending Requests', 'Recent Orders']) {
      expect(await page.getByRole('region', { name: label }).getByTestId('stat-value').textContent()).toBe('0');
    }
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await close();
  });

  it('hides the chat tiles from a role user and logs out to /', async () => {
    const user = await createAccount({ role: 'user' });
    const { page, url, close } = await openPage({ viewport, session: user });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'User Dashboard');
    await page.getByText('User', { exact: true }).first().waitFor();
    await page.getByText(`Welcome back, ${user.user.username}!`).waitFor();
    expect(await tileTitles(page)).toEqual(['Shop', 'Blog', 'Orders', 'Profile']);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });
});

describe('dashboards', () => {
  it('titles an administrator on /dashboard Admin Dashboard with the Administrator chip', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Admin Dashboard');
    await page.getByText('Administrator', { exact: true }).waitFor();
    expect(await tileTitles(page)).toEqual(ALL_TILES);
    await close();
  });

  it('opens a tile', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/dashboard'));
    await page.getByRole('region', { name: 'Profile' }).getByRole('link', { name: 'Open' }).click();
    await waitForPath(page, '/profile');
    await seeHeading(page, 'My Profile');
    await close();
  });

  it('gives the /admin dashboard cards for the back-office screens', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin'));
    await seeHeading(page, 'Admin Dashboard');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: /Blog Management/ }).getAttribute('href')).toBe('/admin/blog');
    expect(await main.getByRole('link', { name: /Site Settings/ }).getAttribute('href')).toBe('/admin/settings');
    expect(await main.getByRole('link', { name: /Messages/ }).getAttribute('href')).toBe('/admin/messages');
    await main.getByRole('link', { name: /Blog Management/ }).click();
    await waitForPath(page, '/admin/blog');
    await close();
  });
});
