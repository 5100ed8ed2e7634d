// Route guards (docs/product/screens.md Guards, docs/product/back-office.md).
import { describe, expect, it } from 'vitest';
import { createAccount, loginAdmin } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { ACCESS_DENIED, fillLogin, holdRoute, seeHeading, seeText, waitForPath } from '../support/ui.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('guards (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('sends a visitor who is not signed in to /login from member and admin routes', async () => {
    const { page, url, close } = await openPage({ viewport });
    for (const path of ['/dashboard', '/profile', '/admin', '/admin/settings']) {
      await page.goto(url(path));
      await waitForPath(page, '/login');
      await seeHeading(page, 'Welcome Back');
    }
    await close();
  });

  it('shows Access Denied to a member on /admin', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/admin'));
    await seeHeading(page, ACCESS_DENIED);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await close();
  });

  it('shows Account Disabled to a banned member', async () => {
    const banned = await createAccount({ role: 'member', status: 'banned' });
    const { page, url, close } = await openPage({ viewport, session: banned });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Account Disabled');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });
});

describe('guards', () => {
  it('shows Loading... while the session is checked', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    const profile = await holdRoute(page, '**/api/auth/profile');
    await page.goto(url('/dashboard'));
    await profile.wasRequested;
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    profile.release();
    await seeHeading(page, 'Member Dashboard');
    await close();
  });

  it('lets an administrator use member routes', async () => {
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Admin Dashboard');
    await seeText(page, 'Administrator');
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    await close();
  });

  // A member banned while signed in is cut off at once (their socket is closed): admin-users/users
  // bans one from the User Management screen and follows their open session.

  it('signs out a session whose token the server refuses', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: { ...member, token: `${member.token}x` } });
    await page.goto(url('/profile'));
    await waitForPath(page, '/login');
    await seeHeading(page, 'Welcome Back');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });

  it('redirects unknown paths to /', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/no/such/page'));
    await waitForPath(page, '/');
    await close();
  });

  it('keeps /login public for a signed-in visitor, who can sign in as someone else', async () => {
    const member = await createAccount({ role: 'member' });
    const other = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await fillLogin(page, other.user.username, other.password);
    await waitForPath(page, '/dashboard');
    await page.getByText(`Welcome back, ${other.user.username}!`).waitFor();
    await close();
  });
});
