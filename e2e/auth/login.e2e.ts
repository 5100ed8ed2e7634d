// /login (docs/product/accounts-and-sessions.md Login; docs/product/screens.md).
import { describe, expect, inject, it } from 'vitest';
import { createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { fillLogin, holdRoute, seeHeading, useOwnAddress, waitForPath } from '../support/ui.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('login (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('signs a member in and opens the member dashboard', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/login'));
    await seeHeading(page, 'Welcome Back');
    await fillLogin(page, member.user.username, member.password);
    await waitForPath(page, '/dashboard');
    await seeHeading(page, 'Member Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await close();
  });

  it('signs an administrator in through the admin door and opens /admin', async () => {
    const admin = inject('admin');
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'User', exact: true }).click();
    await fillLogin(page, admin.username, admin.password);
    await waitForPath(page, '/admin');
    await seeHeading(page, 'Admin Dashboard');
    await close();
  });

  it('shows Invalid credentials for a wrong password', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport });
    await useOwnAddress(page);
    await page.goto(url('/login'));
    await fillLogin(page, member.user.username, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await close();
  });
});

describe('login screen', () => {
  it("moves a field's label up when the browser fills the field in (MUI's autofill animation)", async () => {
    // app/theme.ts carries the autofill keyframes once in the baseline and the animation on
    // every input (MuiInputBase): Chromium starts the animation when it fills a field, without
    // an input event, and InputBase's animationstart handler marks the field filled.
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    // Password: Username has the focus, and a focused field's label is up already.
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor();
    const label = page.locator('label', { hasText: 'Password' });
    expect(await label.getAttribute('data-shrink')).toBe('false');
    const css = await password.evaluate((input) => ({
      animation: getComputedStyle(input).animationName,
      keyframes: Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule)
        .map((rule) => rule.name),
    }));
    expect(css.animation).toBe('mui-auto-fill-cancel');
    expect(css.keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
    // What Chromium's autofill does: the field matches :-webkit-autofill, its animation starts.
    await password.evaluate((input) => input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })));
    await page.locator('label[data-shrink="true"]', { hasText: 'Password' }).waitFor();
    await close();
  });

  it('starts in Member mode and switching modes changes the footer and clears the error', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    const member = page.getByRole('button', { name: 'Member', exact: true });
    const user = page.getByRole('button', { name: 'User', exact: true });
    await member.waitFor();
    expect(await member.getAttribute('aria-pressed')).toBe('true');
    // docs/product/accounts-and-sessions.md: the spec's text stands alone (exact match).
    await page.getByText('Contact an administrator', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Account' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();

    await user.click();
    await page.getByRole('link', { name: 'Create Account' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Contact an administrator').count()).toBe(0);
    await page.getByRole('link', { name: 'Create Account' }).click();
    await waitForPath(page, '/register');
    await close();
  });

  it('shows and hides the password', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    // The toggle is named Show/Hide, so the label 'Password' finds the field alone.
    expect(await page.getByLabel('Password').count()).toBe(1);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await close();
  });

  it('signs a role user in to the User Dashboard', async () => {
    const account = await createAccount({ role: 'user' });
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    await fillLogin(page, account.user.username, account.password);
    await waitForPath(page, '/dashboard');
    await seeHeading(page, 'User Dashboard');
    await close();
  });

  it('tells a disabled member their account is disabled', async () => {
    const banned = await createAccount({ role: 'member', status: 'banned' });
    const { page, url, close } = await openPage();
    await page.goto(url('/login'));
    await fillLogin(page, banned.user.username, banned.password);
    await page.getByRole('alert').filter({ hasText: 'Account disabled' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await close();
  });

  it('shows Signing In... while the request is under way', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage();
    const login = await holdRoute(page, '**/api/auth/admin/login');
    await page.goto(url('/login'));
    await fillLogin(page, member.user.username, member.password);
    await login.wasRequested;
    await page.getByRole('button', { name: 'Signing In...' }).waitFor();
    login.release();
    await waitForPath(page, '/dashboard');
    await close();
  });
});
