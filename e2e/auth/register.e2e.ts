// /register (docs/product/accounts-and-sessions.md Register).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createAccount, uniqueName } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { waitForPath } from '../support/ui.js';

useBrowser();

async function fillRegister(page: Page, fields: { username: string; email: string; password: string }) {
  await page.getByLabel('Username').fill(fields.username);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('register (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('creates a user account, says so and goes to /login', async () => {
    const username = uniqueName('reg');
    const { page, url, close } = await openPage({ viewport });
    await page.goto(url('/register'));
    await fillRegister(page, { username, email: `${username}@e2e.test`, password: 'brand-new-pass' });
    await page.getByText('Registration successful! You can now log in.').waitFor();
    await waitForPath(page, '/login');
    const login = await api<{ user: { role: string } }>('POST', '/api/auth/member/login', {
      username,
      password: 'brand-new-pass',
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('user');
    await close();
  });
});

describe('register validation', () => {
  it('needs every field, a valid email, and shows the server error', async () => {
    const existing = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage();
    await page.goto(url('/register'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();

    await fillRegister(page, { username: uniqueName('reg'), email: 'not an email', password: 'brand-new-pass' });
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor();

    await fillRegister(page, {
      username: existing.user.username,
      email: `${uniqueName('x')}@e2e.test`,
      password: 'brand-new-pass',
    });
    await page.getByRole('alert').filter({ hasText: 'Username already exists' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await close();
  });

  it('accepts an address without a dot in its domain, as the server does (docs/product/accounts-and-sessions.md)', async () => {
    const username = uniqueName('lan');
    const { page, url, close } = await openPage();
    await page.goto(url('/register'));
    await fillRegister(page, { username, email: `${username}@localhost`, password: 'brand-new-pass' });
    await page.getByText('Registration successful! You can now log in.').waitFor();
    await close();
  });

  it('links to the login screen', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/register'));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await waitForPath(page, '/login');
    await close();
  });
});
