// Joining by applying (docs/product/membership.md Applications): /join's application form with
// its limits, 'Your application has been received' from GET /api/membership/applications/mine,
// the approval by an administrator (through the API) making the account a member, a decline with
// its reason and the form offered again, and a guest sent to sign in and brought back. The club
// takes members by application only (mode apply), in a server of its own.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { fillLogin, seeHeading, seeScreen, snackbar, waitForPath } from '../support/ui.js';
import { useClub } from './club-fixtures.js';

useBrowser();
const club = useClub('apply');

const MESSAGE = 'I have kept the old songs for twenty years and would love to share them by the fire.';

function messageField(page: Page) {
  return page.getByLabel('Why would you like to join?');
}

async function openApplication(userId: number) {
  const { applications } = await club().must<{ applications: { id: number; user_id: number }[] }>(
    'list applications',
    200,
    'GET',
    '/api/admin/membership/applications?status=open',
    undefined,
    club().adminToken,
  );
  const found = applications.find((a) => a.user_id === userId);
  if (!found) throw new Error(`no open application of user ${userId}`);
  return found;
}

describe.each<ViewportName>(WIDTHS)('joining by applying at %s width', (viewport) => {
  it('takes an application, says it was received, and shows the membership once an administrator approves', async () => {
    const user = await club().createAccount('user');
    const { page, close } = await openPage({ viewport, session: user });
    await page.goto(club().url('/join'));
    await seeScreen(page, 'Join the Club');
    await page.getByRole('heading', { name: 'Apply to join' }).waitFor();
    // Mode apply: no plans.
    expect(await page.getByTestId('plan-card').count()).toBe(0);
    await page.getByText('At least 10 characters, at most 2000.').waitFor();

    // Too short: said at the field, nothing sent.
    await messageField(page).fill('Hello');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Tell us a little about yourself (at least 10 characters)').waitFor();
    expect(await club().applicationsOf(user)).toEqual([]);

    await messageField(page).fill(MESSAGE);
    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/membership/applications' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send application' }).click();
    expect((await sent).status()).toBe(201);
    await snackbar(page, 'Your application has been sent.');
    const state = page.getByTestId('application-state');
    await state.getByRole('heading', { name: 'Your application has been received' }).waitFor();
    await state.getByText(MESSAGE).waitFor();
    expect(await messageField(page).count()).toBe(0);

    // Read back from the server on a fresh visit.
    await page.reload();
    await page.getByTestId('application-state').getByRole('heading', { name: 'Your application has been received' }).waitFor();

    const application = await openApplication(user.user.id);
    await club().must(
      'approve',
      200,
      'POST',
      `/api/admin/membership/applications/${application.id}/approve`,
      {},
      club().adminToken,
    );
    await page.reload();
    // The page reads the account afresh: a member now, shown their membership, 'Join' gone.
    await page.getByTestId('join-member').waitFor();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').role === 'member');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Join', exact: true }).count()).toBe(0);
    expect(await club().membershipOf(user)).toMatchObject({ status: 'active', plan: null, source: 'application' });
    await close();
  });
});

describe('joining by applying (desktop)', () => {
  it('shows a declined application with its reason and offers the form again', async () => {
    const user = await club().createAccount('user');
    await club().must('apply', 201, 'POST', '/api/membership/applications', { message: MESSAGE }, user.token);
    const application = await openApplication(user.user.id);
    await club().must(
      'decline',
      200,
      'POST',
      `/api/admin/membership/applications/${application.id}/decline`,
      { reason: 'We are full until the spring.' },
      club().adminToken,
    );
    const { page, close } = await openPage({ session: user });
    await page.goto(club().url('/join'));
    const state = page.getByTestId('application-state');
    await state.getByText('Your application was declined').waitFor();
    expect(await state.getByTestId('decline-reason').textContent()).toBe('We are full until the spring.');
    await messageField(page).waitFor();
    await close();
  });

  it('sends a guest to sign in and back to /join, where the form waits', async () => {
    const user = await club().createAccount('user');
    const { page, close } = await openPage();
    await page.goto(club().url('/join'));
    await page.getByText('Sign in or create an account first; you will come back here to finish joining.').waitFor();
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?next=%2Fjoin');
    await page.getByRole('link', { name: 'Sign in to join' }).click();
    await waitForPath(page, '/login');
    await seeHeading(page, 'Welcome Back');
    await fillLogin(page, user.user.username, user.password);
    await waitForPath(page, '/join');
    await messageField(page).waitFor();
    await close();
  });

  it('brings a guest who registers back to /join through sign-in', async () => {
    const username = `joiner_${Date.now().toString(36)}`;
    const { page, close } = await openPage();
    await page.goto(club().url('/join'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await waitForPath(page, '/register');
    await seeHeading(page, 'Join the Hall');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@e2e.test`);
    await page.getByLabel('Password', { exact: true }).fill('member-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // docs/product/accounts-and-sessions.md: registering leads to sign-in, here with the way back kept.
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/join');
    // The address changes before the sign-in screen's code has arrived: wait for the screen itself.
    await seeHeading(page, 'Welcome Back');
    await fillLogin(page, username, 'member-pass');
    await waitForPath(page, '/join');
    await messageField(page).waitFor();
    await close();
  });
});
