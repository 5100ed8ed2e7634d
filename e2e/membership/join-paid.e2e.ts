// Joining by paying (docs/product/membership.md Joining, Buying a membership): /join's plan cards
// with their prices per interval and benefits, the test-mode notice, a guest sent to sign in and
// brought back to the chosen plan's checkout, the test provider's card field, 4242 4242 4242 4242,
// progress while paying, 'Welcome to the club', and the app's user a member at once (the header's
// menu and 'Join' change without a reload). A declined card shows the provider's words and makes
// no member. The club takes members by payment only (mode paid), in a server of its own.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { fillLogin, holdRoute, seeHeading, seeScreen, waitForPath } from '../support/ui.js';
import { DECLINED_CARD, FUTURE_EXPIRY, GOOD_CARD, useClub, type Plan } from './club-fixtures.js';

useBrowser();
const club = useClub('paid');

function checkoutDialog(page: Page) {
  return page.getByRole('dialog');
}

async function fillCard(page: Page, number: string) {
  const dialog = checkoutDialog(page);
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill(FUTURE_EXPIRY);
  await dialog.getByLabel('CVC').fill('123');
}

function planCard(page: Page, plan: Plan) {
  return page.getByRole('article', { name: plan.name });
}

describe.each<ViewportName>(WIDTHS)('joining by paying at %s width', (viewport) => {
  it('shows the plans to a guest, brings them back from sign-in to the checkout, and makes them a member with 4242', async () => {
    const monthly = await club().createPlan({
      price: 9,
      interval: 'month',
      benefits: ['Members-only stories', 'The chat rooms'],
    });
    const yearly = await club().createPlan({ price: 90, interval: 'year', benefits: ['Two months free'] });
    const lifetime = await club().createPlan({ price: 250, interval: 'lifetime', benefits: [] });
    const user = await club().createAccount('user');
    const { page, close } = await openPage({ viewport });
    await page.goto(club().url('/join'));
    await seeScreen(page, 'Join the Club');
    await page.getByTestId('join-test-notice').getByText('Test mode — no real charge').waitFor();

    // Each plan: its price per interval, its benefits with check marks, its button.
    const prices: [Plan, string][] = [
      [monthly, '$9.00 / month'],
      [yearly, '$90.00 / year'],
      [lifetime, '$250.00 once'],
    ];
    for (const [plan, price] of prices) {
      const card = planCard(page, plan);
      expect(await card.getByTestId('plan-price').textContent()).toBe(price);
      for (const benefit of plan.benefits) await card.getByRole('listitem').filter({ hasText: benefit }).waitFor();
      await card.getByRole('button', { name: `Choose ${plan.name}` }).waitFor();
    }
    // No application form in mode paid.
    expect(await page.getByLabel('Why would you like to join?').count()).toBe(0);

    await planCard(page, monthly)
      .getByRole('button', { name: `Choose ${monthly.name}` })
      .click();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/join?plan=${monthly.id}`);
    // Sent here to join: the footer offers to create an account, keeping the way back.
    const create = page.getByRole('link', { name: 'Create Account' });
    expect(await create.getAttribute('href')).toBe(`/register?next=${encodeURIComponent(`/join?plan=${monthly.id}`)}`);
    // The address changes before the sign-in screen's code has arrived: wait for the screen itself.
    await seeHeading(page, 'Welcome Back');
    await fillLogin(page, user.user.username, user.password);

    // Back on /join with the chosen plan's checkout open, the address clean again.
    await waitForPath(page, '/join');
    const dialog = checkoutDialog(page);
    await dialog.getByRole('heading', { name: `Join with ${monthly.name}` }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await dialog.getByTestId('join-due').textContent()).toBe('$9.00');
    await dialog.getByText('Renews every month until you cancel.').waitFor();
    await dialog.getByText('Test mode — no real charge').waitFor();
    await fillCard(page, GOOD_CARD);

    // While the card is confirmed, the pay button waits and says so.
    const confirm = await holdRoute(page, '**/api/shop/test-payments/confirm');
    await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
    await confirm.wasRequested;
    const busy = dialog.getByRole('button', { name: 'Processing Payment...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const activated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/membership/activate');
    confirm.release();
    expect((await activated).status()).toBe(200);

    await dialog.getByTestId('join-success').getByText('Welcome to the club').waitFor();
    await dialog.getByText(`You are now a member on the ${monthly.name} plan.`).waitFor();
    // The app's user is a member at once: stored, and the header no longer offers 'Join'.
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? '{}').role === 'member');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Join', exact: true }).count()).toBe(0);
    const membership = await club().membershipOf(user);
    expect(membership).toMatchObject({ status: 'active', renews: true, payment_mode: 'test', plan: { id: monthly.id } });

    await dialog.getByRole('link', { name: 'See my membership' }).click();
    await waitForPath(page, '/membership');
    await seeScreen(page, 'My Membership');
    const summary = page.getByTestId('membership-summary');
    await summary.getByRole('heading', { name: monthly.name }).waitFor();
    expect(await summary.getByTestId('membership-status').textContent()).toBe('Active');
    await summary.getByTestId('payment-mode').getByText('Test payment').waitFor();
    await close();
  });
});

// At desktop width only: the dialog's layout is checked above at both widths.
describe('joining by paying (desktop)', () => {
  it("shows 'Your card was declined.' for 4000 0000 0000 0002 and makes no member", async () => {
    const plan = await club().createPlan({ price: 12, interval: 'month' });
    const user = await club().createAccount('user');
    const { page, close } = await openPage({ session: user });
    await page.goto(club().url('/join'));
    await planCard(page, plan)
      .getByRole('button', { name: `Choose ${plan.name}` })
      .click();
    const dialog = checkoutDialog(page);
    await dialog.getByRole('heading', { name: `Join with ${plan.name}` }).waitFor();
    await fillCard(page, DECLINED_CARD);
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/shop/test-payments/confirm');
    await dialog.getByRole('button', { name: 'Pay $12.00' }).click();
    expect((await refused).status()).toBe(402);
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The member can try again: the pay button is back.
    await dialog.getByRole('button', { name: 'Pay $12.00' }).waitFor();
    expect(await club().membershipOf(user)).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('user');
    await close();
  });

  it('shows a member their membership instead of the plans', async () => {
    const plan = await club().createPlan({ price: 30, interval: 'year' });
    const member = await club().buy(await club().createAccount('user'), plan);
    const { page, close } = await openPage({ session: member });
    await page.goto(club().url('/join'));
    await page.getByTestId('join-member').getByRole('heading', { name: plan.name }).waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(0);
    await close();
  });
});
