// Header and footer (docs/product/screens.md Header, Footer).
import { describe, expect, it } from 'vitest';
import { api, createAccount, loginAdmin } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { seeHeading, waitForPath } from '../support/ui.js';

useBrowser();

describe('header at desktop width', () => {
  it('highlights the current nav link and shows Login and Register to guests', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/blog'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await waitForPath(page, '/contact');
    await page.waitForFunction(() => document.querySelector('nav a[href="/contact"]')?.getAttribute('aria-current') === 'page');

    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Login' }).click();
    await waitForPath(page, '/login');
    await banner.getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/register');
    await banner.getByRole('link', { name: /home/i }).first().click();
    await waitForPath(page, '/');
    await close();
  });

  it('shows the footer with the tagline and a copyright line or footer text', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Where Legends Gather').waitFor();
    // Footer text when footer_info is set, else the copyright line with the site name. Both
    // are site settings another file may change: expect what the server says right now.
    const settings = (await api<{ footer_info: string; site_name: string }>('GET', '/api/settings')).body;
    const line =
      settings.footer_info.trim() || `© ${new Date().getFullYear()} ${settings.site_name || 'Clanhall'}. All rights reserved.`;
    await footer.getByText(line, { exact: true }).waitFor();
    await close();
  });

  it('gives a member a chip menu with Dashboard, Profile, Membership and Logout but no Settings', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/'));
    const chip = page.getByRole('button', { name: `${member.user.username} account menu` });
    await chip.waitFor();
    expect(await chip.textContent()).toContain(member.user.username.charAt(0).toUpperCase());
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(0);
    await chip.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Dashboard', 'Profile', 'Membership', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');

    await chip.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await seeHeading(page, 'My Profile');

    await chip.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await close();
  });

  it('gives an administrator Settings and a Dashboard item that opens /admin', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/'));
    await page.getByRole('button', { name: `${admin.user.username} account menu` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Dashboard', 'Profile', 'Settings', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await waitForPath(page, '/admin');
    await seeHeading(page, 'Admin Dashboard');
    await page.getByRole('button', { name: `${admin.user.username} account menu` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await waitForPath(page, '/admin/settings');
    await close();
  });
});

describe('header at phone width', () => {
  it('collapses the nav into a menu holding Login and Register for guests', async () => {
    const { page, url, close } = await openPage({ viewport: 'phone' });
    await page.goto(url('/blog'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Blog' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Home', 'Blog', 'Shop', 'Contact', 'Login', 'Register']);
    expect(await menu.getByRole('menuitem', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    await menu.getByRole('menuitem', { name: 'Register' }).click();
    await waitForPath(page, '/register');
    await close();
  });

  it('holds the account items for a signed-in member, and Logout works', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport: 'phone', session: member });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Home',
      'Blog',
      'Shop',
      'Contact',
      'Dashboard',
      'Profile',
      'Membership',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });

  it('shows Settings to an administrator', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ viewport: 'phone', session: admin });
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await waitForPath(page, '/admin');
    await close();
  });
});
