// The member's membership (docs/product/membership.md The member's membership; Back office and
// dashboard): /membership with the plan, status and its sentence, the dates and 'Test payment';
// 'Cancel membership' after a confirmation and 'Resume membership'; the dashboard's Membership
// tile (join for a user, the plan and its renewal date for a member) and the account menu's
// Membership item. The club takes members by payment (mode paid), in a server of its own.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { seeScreen, snackbar, waitForPath } from '../support/ui.js';
import { useClub } from './club-fixtures.js';

useBrowser();
const club = useClub('paid');

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

describe.each<ViewportName>(WIDTHS)('my membership at %s width', (viewport) => {
  it('shows the plan, status and dates, cancels after a confirmation and resumes', async () => {
    const plan = await club().createPlan({ price: 9, interval: 'month' });
    const member = await club().buy(await club().createAccount('user'), plan);
    const bought = (await club().membershipOf(member))!;
    const { page, close } = await openPage({ viewport, session: member });
    await page.goto(club().url('/membership'));
    await seeScreen(page, 'My Membership');
    const summary = page.getByTestId('membership-summary');
    await summary.getByRole('heading', { name: plan.name }).waitFor();
    expect(await summary.getByTestId('membership-price').textContent()).toBe('$9.00 / month');
    expect(await summary.getByTestId('membership-status').textContent()).toBe('Active');
    expect(await summary.getByTestId('membership-status-text').textContent()).toBe('Your membership is in force.');
    expect(await summary.getByTestId('membership-started').textContent()).toBe(longDate(bought.started_at));
    await summary.getByText('Renews on').waitFor();
    expect(await summary.getByTestId('membership-period').textContent()).toBe(longDate(bought.current_period_end!));
    await summary.getByTestId('payment-mode').getByText('Test payment').waitFor();

    // Cancel: asked first; keeping it changes nothing.
    await summary.getByRole('button', { name: 'Cancel membership' }).click();
    let dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByText(`Your membership stays in force until ${longDate(bought.current_period_end!)}`).waitFor();
    await dialog.getByRole('button', { name: 'Keep membership' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await club().membershipOf(member))?.status).toBe('active');

    await summary.getByRole('button', { name: 'Cancel membership' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/membership/cancel');
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    expect((await cancelled).status()).toBe(200);
    await snackbar(page, 'Your membership will end at the end of the current period.');
    await dialog.waitFor({ state: 'detached' });
    expect(await summary.getByTestId('membership-status').textContent()).toBe('Cancelling');
    await summary.getByText('Ends on').waitFor();
    expect(await summary.getByRole('button', { name: 'Cancel membership' }).count()).toBe(0);
    expect((await club().membershipOf(member))?.status).toBe('cancelling');

    const resumed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/membership/resume');
    await summary.getByRole('button', { name: 'Resume membership' }).click();
    expect((await resumed).status()).toBe(200);
    await snackbar(page, 'Your membership will renew again.');
    expect(await summary.getByTestId('membership-status').textContent()).toBe('Active');
    await summary.getByText('Renews on').waitFor();
    expect((await club().membershipOf(member))?.status).toBe('active');
    await close();
  });

  it("gives a member the dashboard's Membership tile with the plan and renewal date, leading to /membership", async () => {
    const plan = await club().createPlan({ price: 90, interval: 'year' });
    const member = await club().buy(await club().createAccount('user'), plan);
    const bought = (await club().membershipOf(member))!;
    const { page, close } = await openPage({ viewport, session: member });
    await page.goto(club().url('/dashboard'));
    await seeScreen(page, 'Member Dashboard');
    const tile = page.getByRole('region', { name: 'Membership' });
    await tile.getByText(`${plan.name} · renews ${shortDate(bought.current_period_end!)}`).waitFor();
    expect(await tile.getByTestId('membership-status').textContent()).toBe('Active');
    await tile.getByRole('link', { name: 'Open' }).click();
    await waitForPath(page, '/membership');
    await seeScreen(page, 'My Membership');
    await close();
  });
});

describe('my membership (desktop)', () => {
  it("offers a user the tile's Join, and /membership says they are not a member yet", async () => {
    const user = await club().createAccount('user');
    const { page, close } = await openPage({ session: user });
    await page.goto(club().url('/dashboard'));
    await seeScreen(page, 'User Dashboard');
    const tile = page.getByRole('region', { name: 'Membership' });
    await tile.getByText('Become a member: the members’ stories, the chat rooms and more.').waitFor();
    await tile.getByRole('link', { name: 'Join' }).click();
    await waitForPath(page, '/join');
    await page.goto(club().url('/membership'));
    await page.getByTestId('membership-none').getByText('You are not a member yet').waitFor();
    await page.getByTestId('membership-none').getByRole('link', { name: 'Join the club' }).waitFor();
    await close();
  });

  it("puts Membership in a member's account menu", async () => {
    const plan = await club().createPlan({ price: 250, interval: 'lifetime' });
    const member = await club().buy(await club().createAccount('user'), plan);
    const { page, close } = await openPage({ session: member });
    await page.goto(club().url('/dashboard'));
    await page.getByRole('button', { name: `${member.user.username} account menu` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Membership' }).click();
    await waitForPath(page, '/membership');
    const summary = page.getByTestId('membership-summary');
    expect(await summary.getByTestId('membership-price').textContent()).toBe('$250.00 once');
    expect(await summary.getByTestId('membership-period').textContent()).toBe('No end date');
    // A lifetime plan does not renew: nothing to cancel.
    expect(await summary.getByRole('button', { name: 'Cancel membership' }).count()).toBe(0);
    await close();
  });
});
