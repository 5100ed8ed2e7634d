// /admin/membership's tiles, Plans and Members tabs (docs/product/membership.md#back-office-and-dashboard):
// a plan created, edited, deactivated and deleted in the back office; one held once refused
// deletion with the server's reason; a membership granted to an account picked by its name and
// ended after confirming, each changing the account's role at once; and the guards. The club is
// a server of its own (e2e/membership/club-fixtures.ts), so counting members is exact.
import { describe, expect, it } from 'vitest';
import { formatMoney, MEMBERSHIP_ERRORS } from '@clanhall/shared';
import { uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { ACCESS_DENIED, seeText, snackbar, waitForPath } from '../support/ui.js';
import { useClub } from '../membership/club-fixtures.js';
import { chooseOption, openMembership, rowOf, stats, tileValue, TILES, TITLE } from './membership-ui.js';

useBrowser();
const club = useClub('apply_or_paid');

interface AdminPlan {
  id: number;
  name: string;
  price: number;
  interval: string;
  benefits: string[];
  sort_order: number;
  is_active: boolean;
}

async function adminPlan(name: string): Promise<AdminPlan | undefined> {
  const { plans } = await club().must<{ plans: AdminPlan[] }>(
    'plans',
    200,
    'GET',
    '/api/admin/membership/plans',
    undefined,
    club().adminToken,
  );
  return plans.find((plan) => plan.name === name);
}

describe.each<ViewportName>(WIDTHS)('membership management at %s width', (viewport) => {
  it('shows the server’s figures in the tiles and the members with their plan, status and renewal', async () => {
    const plan = await club().createPlan({ name: uniqueName('Yearly'), price: 120, interval: 'year' });
    const payer = await club().buy(await club().createAccount('user'), plan);
    const figures = await stats(club());
    const { page, close } = await openMembership(club(), viewport);
    for (const tile of TILES) await page.getByRole('region', { name: tile, exact: true }).waitFor();
    expect(Number(await tileValue(page, 'Members'))).toBe(figures.members);
    expect(Number(await tileValue(page, 'Paying members'))).toBe(figures.paying_members);
    expect(await tileValue(page, 'Monthly revenue')).toBe(formatMoney(figures.monthly_revenue));
    expect(Number(await tileValue(page, 'Open applications'))).toBe(figures.open_applications);
    expect(figures.paying_members).toBeGreaterThanOrEqual(1);

    // A table from 'md' up, cards below: only one is in the page.
    const table = page.getByRole('table', { name: 'Members' });
    const cards = page.getByRole('list', { name: 'Members' });
    await (viewport === 'desktop' ? table : cards).waitFor();
    expect(await (viewport === 'desktop' ? cards : table).count()).toBe(0);
    const row = rowOf(page, 'admin-member-row', payer.user.username);
    await row.getByText(`${plan.name} · Yearly`).waitFor();
    await row.getByText('Paid plan').waitFor();
    expect(await row.getByTestId('membership-status').innerText()).toBe('Active');
    await row.getByText(/^Renews /).waitFor();
    await page.getByTestId('membership-mode').getByText('Applications or paid plans').waitFor();
    await close();
  });

  it('creates, edits, deactivates and deletes a plan', async () => {
    const name = uniqueName('Kinsman');
    const { page, close } = await openMembership(club(), viewport, 'plans');
    await page.getByRole('button', { name: 'New Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Plan' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A seat at the long table.');
    await dialog.getByRole('spinbutton', { name: 'Price' }).fill('12.50');
    await chooseOption(page, dialog, 'Billing', 'Yearly');
    await dialog.getByRole('button', { name: 'Add benefit' }).click();
    await dialog.getByRole('textbox', { name: 'Benefit 1' }).fill('The members’ stories');
    await dialog.getByRole('button', { name: 'Add benefit' }).click();
    await dialog.getByRole('textbox', { name: 'Benefit 2' }).fill('The feast hall');
    // Reordered: the second benefit first.
    await dialog.getByRole('button', { name: 'Move up: Benefit 2' }).click();
    await dialog.getByRole('spinbutton', { name: 'Sort order' }).fill('4');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await snackbar(page, 'Plan created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(page, 'admin-plan-row', name);
    await row.getByText('$12.50 / year').waitFor();
    await row.getByText('2 benefits').waitFor();
    expect(await row.getByTestId('plan-status').innerText()).toBe('Active');
    expect(await adminPlan(name)).toMatchObject({
      price: 12.5,
      interval: 'year',
      benefits: ['The feast hall', 'The members’ stories'],
      sort_order: 4,
      is_active: true,
    });
    const offered = await club().must<{ plans: { name: string }[] }>('public plans', 200, 'GET', '/api/membership/plans');
    expect(offered.plans.map((plan) => plan.name)).toContain(name);

    // Edit: the dialog starts from the plan; a new price and a lifetime period.
    await row.getByRole('button', { name: 'Edit plan' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Plan' });
    expect(await edit.getByRole('textbox', { name: 'Benefit 1' }).inputValue()).toBe('The feast hall');
    await edit.getByRole('spinbutton', { name: 'Price' }).fill('200');
    await chooseOption(page, edit, 'Billing', 'Lifetime');
    await edit.getByRole('button', { name: 'Remove: Benefit 2' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await snackbar(page, 'Plan updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row.getByText('$200.00 once').waitFor();
    expect(await adminPlan(name)).toMatchObject({ price: 200, interval: 'lifetime', benefits: ['The feast hall'] });

    // Deactivate: no longer offered on /join.
    await row.getByRole('button', { name: 'Deactivate plan' }).click();
    await snackbar(page, 'Plan deactivated: it is no longer offered');
    await expect.poll(() => row.getByTestId('plan-status').innerText()).toBe('Inactive');
    const after = await club().must<{ plans: { name: string }[] }>('public plans', 200, 'GET', '/api/membership/plans');
    expect(after.plans.map((plan) => plan.name)).not.toContain(name);

    // Delete, after confirming: nobody ever held it.
    await row.getByRole('button', { name: 'Delete plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Plan' });
    await confirm.getByText(name).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Plan deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect(await adminPlan(name)).toBeUndefined();
    await close();
  });

  it('grants a membership to an account picked by name and ends it after confirming', async () => {
    const user = await club().createAccount('user');
    const { username } = user.user;
    const before = await stats(club());
    const { page, close } = await openMembership(club(), viewport);
    await page.getByRole('button', { name: 'Grant membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant membership' });
    // Nothing to grant before an account is picked.
    expect(await dialog.getByRole('button', { name: 'Grant membership' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Account' }).fill(username.slice(0, 9));
    await page.getByRole('option', { name: new RegExp(username) }).click();
    await dialog.getByRole('button', { name: 'Grant membership' }).click();
    await snackbar(page, `${username} is a member now`);
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(page, 'admin-member-row', username);
    await row.getByText('No plan').waitFor();
    await row.getByText('Granted').waitFor();
    await row.getByText('No end date').waitFor();
    expect((await club().refreshed(user)).user.role).toBe('member');
    await expect.poll(async () => Number(await tileValue(page, 'Members'))).toBe(before.members + 1);

    // A member already cannot be picked again: the search says why.
    await page.getByRole('button', { name: 'Grant membership' }).click();
    const again = page.getByRole('dialog', { name: 'Grant membership' });
    await again.getByRole('combobox', { name: 'Account' }).fill(username);
    const option = page.getByRole('option', { name: new RegExp(username) });
    await option.getByText('A member already').waitFor();
    expect(await option.getAttribute('aria-disabled')).toBe('true');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // End, after confirming: the account is a user again at once.
    await row.getByRole('button', { name: 'End membership' }).click();
    const confirm = page.getByRole('dialog', { name: 'End membership' });
    await confirm.getByText(username, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'End membership' }).click();
    await snackbar(page, `${username}’s membership has ended`);
    await expect.poll(() => row.getByTestId('membership-status').innerText()).toBe('Lapsed');
    expect(await row.getByRole('button', { name: 'End membership' }).isDisabled()).toBe(true);
    expect((await club().refreshed(user)).user.role).toBe('user');

    // The status filter asks the server for the lapsed ones only.
    await page.getByRole('button', { name: 'Lapsed', exact: true }).click();
    await row.waitFor();
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await close();
  });

  it('says why a plan once held cannot be deleted, as the server says it', async () => {
    const plan = await club().createPlan({ name: uniqueName('Held') });
    const buyer = await club().buy(await club().createAccount('user'), plan);
    const { page, close } = await openMembership(club(), viewport, 'plans');
    const row = rowOf(page, 'admin-plan-row', plan.name);
    // Held now: Delete is off.
    const remove = row.getByRole('button', { name: 'Delete plan' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);

    // Held once (the membership ended): the server refuses, and says so.
    const { members } = await club().must<{ members: { id: number; user_id: number }[] }>(
      'members',
      200,
      'GET',
      '/api/admin/membership/members',
      undefined,
      club().adminToken,
    );
    const membership = members.find((m) => m.user_id === buyer.user.id)!;
    await club().must('end', 200, 'POST', `/api/admin/membership/members/${membership.id}/end`, undefined, club().adminToken);
    await page.reload();
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await remove.click();
    await page.getByRole('dialog', { name: 'Delete Plan' }).getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, MEMBERSHIP_ERRORS.planHeld);
    await row.waitFor();
    expect(await adminPlan(plan.name)).toBeDefined();
    await close();
  });
});

describe('membership management', () => {
  it('is reached from the Admin Sections card and goes back to /admin', async () => {
    const { page, close } = await openPage({ session: club().admin });
    await page.goto(club().url('/admin'));
    await page.getByRole('link', { name: new RegExp(`^${TITLE}`) }).click();
    await waitForPath(page, '/admin/membership');
    await seeText(page, 'Membership mode');
    await page.getByRole('tab', { name: 'Plans' }).click();
    await waitForPath(page, '/admin/membership');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('plans');
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/admin');
    await close();
  });

  it('marks members-only stories in Blog Management', async () => {
    const post = (title: string, visibility: string) =>
      club().must(
        'post',
        201,
        'POST',
        '/api/admin/blog-posts',
        { title, content: 'By the fire.', status: 'published', visibility },
        club().adminToken,
      );
    const [secret, open] = [uniqueName('Secret'), uniqueName('Open')];
    await post(secret, 'members');
    await post(open, 'public');
    const { page, close } = await openPage({ session: club().admin });
    await page.goto(club().url('/admin/blog'));
    await rowOf(page, 'admin-post-row', secret).getByTestId('members-only-chip').getByText('Members only').waitFor();
    await rowOf(page, 'admin-post-row', open).waitFor();
    expect(await rowOf(page, 'admin-post-row', open).getByTestId('members-only-chip').count()).toBe(0);
    await close();
  });

  it('keeps members and users out', async () => {
    for (const role of ['member', 'user'] as const) {
      const account = await club().createAccount(role);
      const { page, close } = await openPage({ session: account });
      await page.goto(club().url('/admin/membership'));
      await seeText(page, ACCESS_DENIED);
      expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(0);
      await close();
    }
  });

  it('says what failed once, in the snackbar, with a retry in place of the list', async () => {
    const { page, close } = await openPage({ session: club().admin });
    let failing = true;
    await page.route('**/api/admin/membership/plans', (route) =>
      failing && route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.fallback(),
    );
    await page.goto(club().url('/admin/membership?tab=plans'));
    await snackbar(page, 'Error fetching plans');
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load this list.' });
    await failed.waitFor();
    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'New Plan' }).waitFor();
    await failed.waitFor({ state: 'detached' });
    await close();
  });
});
