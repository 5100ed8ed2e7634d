// /admin/users User Management (docs/product/back-office.md; docs/product/accounts-and-sessions.md): the back button,
// the list with role and status chips, add, edit (a blank password keeps the old one), ban and
// activate, delete after confirming, the server's save errors (said once, in the snackbar),
// and the guards. Every check looks for the
// rows its own test made, never at global counts (other files create users too).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, createAccount, loginAdmin, uniqueName, type SessionUser } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { socketConnected } from '../support/chat.js';
import { ACCESS_DENIED, seeHeading, snackbar, waitForPath } from '../support/ui.js';
import { onlyInSnackbar } from '../admin-shop/shop-ui.js';

useBrowser();

interface AdminUser {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  status: string;
  created_at: string;
}

/** The row (table row or card, whichever the width renders) of this username. */
function userRow(page: Page, username: string): Locator {
  return page.getByTestId('admin-user-row').filter({ hasText: username });
}

async function findUser(username: string): Promise<AdminUser | undefined> {
  const admin = await loginAdmin();
  const res = await api<{ users: AdminUser[] }>('GET', '/api/admin/users?limit=500', undefined, admin.token);
  return res.body.users.find((u) => u.username === username);
}

function memberLogin(username: string, password: string) {
  return api<{ token: string }>('POST', '/api/auth/member/login', { username, password });
}

async function chooseOption(page: Page, dialog: Locator, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openUsers(viewport: ViewportName, session: SessionUser) {
  const opened = await openPage({ viewport, session });
  await opened.page.goto(opened.url('/admin/users'));
  await seeHeading(opened.page, 'User Management');
  return opened;
}

describe.each<ViewportName>(WIDTHS)('user management at %s width', (viewport) => {
  it('adds, edits, bans, activates and deletes an account', async () => {
    // The newest account is on the first page (newest first, 50 a page), whatever else exists.
    const newest = await createAccount({ role: 'member' });
    const admin = await loginAdmin();
    const { page, close } = await openUsers(viewport, admin);
    for (const tile of ['Total Users', 'Active Users', 'Administrators', 'Banned Users']) {
      await page.getByRole('region', { name: tile }).waitFor();
    }
    // A table from 'md' up, cards below (docs/product/back-office.md).
    const table = page.getByRole('table', { name: 'User Management' });
    const cards = page.getByRole('list', { name: 'User Management' });
    // Only one of them is in the page, so each account appears once.
    if (viewport === 'desktop') {
      await table.waitFor();
      expect(await cards.count()).toBe(0);
    } else {
      await cards.waitFor();
      expect(await table.count()).toBe(0);
    }
    await userRow(page, newest.user.username).waitFor();
    expect(await page.getByText(newest.user.email, { exact: true }).count()).toBe(1);

    // Add: the dialog defaults to Member and Active.
    const username = uniqueName('added');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Role' }).innerText()).toBe('Member');
    expect(await dialog.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Active');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${username}@e2e.test`);
    await dialog.getByLabel('Password', { exact: true }).fill('first-pass');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Brigid');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Ó Néill');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await snackbar(page, 'User created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = userRow(page, username);
    await row.waitFor();
    await row.getByText('Brigid Ó Néill').waitFor();
    await row.getByText('Member', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect((await memberLogin(username, 'first-pass')).status).toBe(200);

    // Edit email and role; the blank password keeps the old one.
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(username);
    expect(await edit.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await edit.getByText('Leave blank to keep the current password').waitFor();
    await edit.getByRole('textbox', { name: 'Email' }).fill(`${username}@changed.test`);
    await chooseOption(page, edit, 'Role', 'User');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await snackbar(page, 'User updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row.getByText(`${username}@changed.test`).waitFor();
    await row.getByText('User', { exact: true }).waitFor();
    const edited = await findUser(username);
    expect(edited).toMatchObject({ email: `${username}@changed.test`, role: 'user', first_name: 'Brigid' });
    const login = await memberLogin(username, 'first-pass');
    expect(login.status).toBe(200);
    const token = login.body.token;

    // Ban: the account's token is refused at once (docs/product/accounts-and-sessions.md).
    await row.getByRole('button', { name: 'Ban User' }).click();
    await snackbar(page, 'User status updated successfully');
    await row.getByText('Banned', { exact: true }).waitFor();
    expect((await api('GET', '/api/auth/profile', undefined, token)).status).toBe(403);

    // Activate lets the account sign in again, but does not revive the token from before the ban.
    await row.getByRole('button', { name: 'Activate User' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Ban User' }).waitFor();
    expect((await api('GET', '/api/auth/profile', undefined, token)).status).toBe(401);
    expect((await memberLogin(username, 'first-pass')).status).toBe(200);

    // Delete, after confirming.
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText(username).waitFor();
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'User deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect(await findUser(username)).toBeUndefined();
    expect((await api('GET', '/api/auth/profile', undefined, token)).status).toBe(401);
    await close();
  });
});

describe('user management', () => {
  it('lists accounts with their name, role and status chips and counts them in the tiles', async () => {
    const chief = await createAccount({ role: 'admin' });
    const banned = await createAccount({ role: 'member', status: 'banned' });
    const disabled = await createAccount({ role: 'user', status: 'disabled' });
    const admin = await loginAdmin();
    // The page's own first answer: the tiles must show its counts (other files add accounts
    // meanwhile, so a later request may count more).
    const { page, url, close } = await openPage({ session: admin });
    const firstPage = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/users' && res.ok());
    await page.goto(url('/admin/users'));
    await seeHeading(page, 'User Management');
    const { counts } = (await (await firstPage).json()) as { counts: Record<'total' | 'active' | 'admins' | 'banned', number> };

    const expectations = [
      { account: chief, role: 'Administrator', status: 'Active', action: 'Ban User' },
      { account: banned, role: 'Member', status: 'Banned', action: 'Activate User' },
      { account: disabled, role: 'User', status: 'Disabled', action: 'Activate User' },
    ];
    for (const { account, role, status, action } of expectations) {
      const row = userRow(page, account.user.username);
      await row.waitFor();
      await row.getByText(role, { exact: true }).waitFor();
      await row.getByText(status, { exact: true }).waitFor();
      await row.getByText(account.user.email).waitFor();
      // No first or last name: a dash; the avatar shows the username's initial.
      await row.getByText('—', { exact: true }).waitFor();
      await row.getByText(account.user.username[0]!.toUpperCase(), { exact: true }).waitFor();
      await row.getByRole('button', { name: action }).waitFor();
      const created = (await findUser(account.user.username))!.created_at;
      const date = new Date(created).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await row.getByText(date, { exact: true }).waitFor();
    }

    // The tiles count every account, as the server counted them (docs/product/operating.md), not the page.
    for (const [tile, value] of [['Total Users', counts.total], ['Active Users', counts.active], ['Administrators', counts.admins], ['Banned Users', counts.banned]] as const) {
      expect(Number(await page.getByRole('region', { name: tile }).getByTestId('stat-value').innerText()), tile).toBe(value);
    }

    // The search finds an account by the start of its name, however far down the list it is.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.user.username.toUpperCase());
    const own = userRow(page, admin.user.username);
    await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
    // The row actions are named as docs/product/back-office.md lists them: Edit, Delete, Ban User.
    await own.getByText('You', { exact: true }).waitFor();
    const actions = await own.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(actions).toEqual(['Edit', 'Ban User', 'Delete']);
    // The signed-in administrator cannot ban or delete themself.
    expect(await own.getByRole('button', { name: 'Ban User' }).isDisabled()).toBe(true);
    expect(await own.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).toBe(true);
    expect(await own.getByRole('button', { name: 'Edit', exact: true }).isEnabled()).toBe(true);
    await close();
  });

  it.each<ViewportName>(WIDTHS)(
    'says why a save was rejected once, in the snackbar above the open dialog (%s width)',
    async (viewport) => {
      const existing = await createAccount({ role: 'member' });
      const admin = await loginAdmin();
      const { page, close } = await openUsers(viewport, admin);
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      // The dialog says only that nothing was saved; the reason is the snackbar's (docs/product/back-office.md).
      const notSaved = dialog.getByRole('alert').filter({ hasText: 'Not saved yet.' });

      // No client-side checks (docs/product/back-office.md): an empty form goes to the server, which names the field.
      const answered = page.waitForResponse((res) => /\/api\/admin\/users$/.test(res.url()) && res.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      const { error } = (await (await answered).json()) as { error: string };
      expect(error).toMatch(/^Username/);
      await onlyInSnackbar(page, error);
      await notSaved.waitFor();

      await dialog.getByRole('textbox', { name: 'Username' }).fill(existing.user.username);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`${uniqueName('dup')}@e2e.test`);
      await dialog.getByLabel('Password', { exact: true }).fill('some-pass');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      // docs/product/back-office.md: the server's error field…
      await onlyInSnackbar(page, 'Username already exists');
      await notSaved.waitFor();

      // …else 'Error saving user'.
      await page.route('**/api/admin/users', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      );
      await dialog.getByRole('textbox', { name: 'Username' }).fill(uniqueName('fresh'));
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await onlyInSnackbar(page, 'Error saving user');
      await notSaved.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await close();
    },
  );

  it("shows 'Error fetching users' with a retry when the list cannot be loaded", async () => {
    const newest = await createAccount({ role: 'member' });
    const admin = await loginAdmin();
    const { page, url, close } = await openPage({ session: admin });
    const theList = (address: URL) => address.pathname === '/api/admin/users';
    await page.route(theList, (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto(url('/admin/users'));
    await seeHeading(page, 'User Management');
    // Said once, by the snackbar (docs/product/back-office.md); in the list's place, other words and a retry.
    await onlyInSnackbar(page, 'Error fetching users');
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load this list.' });
    const retry = failed.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    await page.unroute(theList);
    await retry.click();
    await userRow(page, newest.user.username).waitFor();
    await close();
  });

  it("cuts a member's open session off at once after a ban from the screen (their live connection is closed)", async () => {
    const member = await createAccount({ role: 'member' });
    const memberPage = await openPage({ session: member });
    const connected = socketConnected(memberPage.page);
    await memberPage.page.goto(memberPage.url('/dashboard'));
    await seeHeading(memberPage.page, 'Member Dashboard');
    await connected;

    const admin = await loginAdmin();
    const { page, close } = await openUsers('desktop', admin);
    const row = userRow(page, member.user.username);
    await row.getByRole('button', { name: 'Ban User' }).click();
    await snackbar(page, 'User status updated successfully');
    await row.getByText('Banned', { exact: true }).waitFor();
    expect((await api('GET', '/api/auth/profile', undefined, member.token)).status).toBe(403);

    // No navigation needed: the server closes the member's socket and the page re-reads the profile.
    await seeHeading(memberPage.page, 'Account Disabled');
    await memberPage.close();
    await close();
  });

  it.each<ViewportName>(WIDTHS)('goes back to /admin with the back button (%s width)', async (viewport) => {
    const admin = await loginAdmin();
    const { page, close } = await openUsers(viewport, admin);
    // docs/product/back-office.md: "a back button to /admin", a button rather than a link.
    expect(await page.getByRole('link', { name: /back/i }).count()).toBe(0);
    await page.getByRole('button', { name: /back/i }).click();
    await waitForPath(page, '/admin');
    await seeHeading(page, 'Admin Dashboard');
    await close();
  });

  it('keeps members out', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/admin/users'));
    await seeHeading(page, ACCESS_DENIED);
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
    await close();
  });
});
