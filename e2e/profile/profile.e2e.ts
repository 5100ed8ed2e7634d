// /profile 'My Profile' (docs/product/accounts-and-sessions.md Profile).
import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MESSAGES, SERVER_ERRORS } from '@clanhall/shared';
import { api, createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { socketConnected } from '../support/chat.js';
import { drawnPng, fillLogin, holdRoute, seeHeading, snackbar, useOwnAddress, waitForPath } from '../support/ui.js';

useBrowser();

const SESSIONS_HINT = 'Ends your sessions on every device, including this one.';
const CONFIRM_TEXT =
  'You will be signed out on every device where you are signed in, this one included, and will need to sign in again.';

/** A second session of the same account, as if signed in on another device. */
async function secondSession(username: string, password: string): Promise<string> {
  const login = await api<{ token: string }>('POST', '/api/auth/member/login', { username, password });
  expect(login.status).toBe(200);
  return login.body.token;
}

const profileStatus = async (token: string) => (await api('GET', '/api/auth/profile', undefined, token)).status;

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('profile (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('edits the names, email and avatar (by URL) and keeps them', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    const username = page.getByLabel('Username');
    expect(await username.inputValue()).toBe(member.user.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email').inputValue()).toBe(member.user.email);

    await page.getByLabel('First Name').fill('Aoife');
    await page.getByLabel('Last Name').fill('MacAlpin');
    const newEmail = `${member.user.username}.new@e2e.test`;
    await page.getByLabel('Email').fill(newEmail);
    // docs/product/accounts-and-sessions.md: a new email needs the current password.
    await page.getByLabel(EMAIL_CHANGE_MESSAGES.currentPasswordLabel).fill(member.password);

    const avatarUrl = url('/logo192.png');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByRole('tab', { name: 'URL' }).waitFor();
    await dialog.getByRole('tab', { name: 'Upload' }).waitFor();
    await dialog.getByLabel('Image URL').fill(avatarUrl);
    await dialog.getByRole('button', { name: 'Open image preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Image Preview' });
    await preview.waitFor();
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await preview.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Use Picture' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    const saved = await api<{ user: { first_name: string; last_name: string; email: string; avatar_url: string } }>(
      'GET',
      '/api/auth/profile',
      undefined,
      member.token,
    );
    expect(saved.body.user).toMatchObject({ first_name: 'Aoife', last_name: 'MacAlpin', email: newEmail, avatar_url: avatarUrl });

    await page.reload();
    await seeHeading(page, 'My Profile');
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement | null)?.value === 'Aoife',
    );
    const img = page.getByTestId('profile-avatar').locator('img');
    expect(await img.getAttribute('src')).toBe(avatarUrl);
    await close();
  });

  it('changes the password, keeps the session alive and the new password signs in', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(member.password);
    await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();

    // The stored token was replaced: the next guarded page still works.
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');

    const fresh = await openPage({ viewport });
    await useOwnAddress(fresh.page);
    await fresh.page.goto(fresh.url('/login'));
    await fillLogin(fresh.page, member.user.username, 'fresh-pass-1');
    await waitForPath(fresh.page, '/dashboard');
    await fresh.close();
    await close();
  });

  it("'Sign out everywhere' asks first, then ends every session of the account and opens /login", async () => {
    const member = await createAccount({ role: 'member' });
    const otherDevice = await secondSession(member.user.username, member.password);
    const { page, url, close } = await openPage({ viewport, session: member });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/logout-all') calls.push(request.method());
    });
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    const section = page.getByRole('region', { name: 'Sessions' });
    await section.getByText(SESSIONS_HINT).waitFor();
    const open = section.getByRole('button', { name: 'Sign out everywhere' });
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });

    // Cancel does nothing: no call, both sessions alive, still here.
    await open.click();
    await dialog.getByText(CONFIRM_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(calls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect([await profileStatus(member.token), await profileStatus(otherDevice)]).toEqual([200, 200]);

    await open.click();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await waitForPath(page, '/login');
    await seeHeading(page, 'Welcome Back');
    expect(calls).toEqual(['POST']);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    expect([await profileStatus(member.token), await profileStatus(otherDevice)]).toEqual([401, 401]);
    await close();
  });
});

describe('change password messages', () => {
  it('checks the fields and shows the server error', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/profile'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    const submit = page.getByRole('button', { name: 'Update Password' });
    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const alert = page.getByRole('alert');

    await submit.click();
    await alert.filter({ hasText: 'All fields are required.' }).waitFor();

    await current.fill(member.password);
    await next.fill('short');
    await confirm.fill('short');
    await submit.click();
    await alert.filter({ hasText: 'New password must be at least 6 characters.' }).waitFor();

    await next.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await alert.filter({ hasText: 'New passwords do not match.' }).waitFor();

    await current.fill('wrong-current');
    await confirm.fill('long-enough-1');
    await submit.click();
    await alert.filter({ hasText: 'Current password is incorrect' }).waitFor();
    // A wrong current password does not end the session.
    expect(new URL(page.url()).pathname).toBe('/profile');
    await close();
  });

  it('keeps the member signed in when the closed live connection is checked before the new token arrives', async () => {
    // The change ends the old token's sessions and closes this tab's socket before its answer
    // is sent; the tab re-reads the profile with the old token and gets 401. Held here until
    // that 401 has come back, the answer with the new token must still win (CI saw this race).
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    const connected = socketConnected(page);
    const answer = await holdRoute(page, '**/api/auth/change-password', { answered: true });
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/profile' && response.status() === 401,
    );
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    await connected;
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(member.password);
    await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-2');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await refused;
    answer.release();

    await page.getByText('Password updated successfully!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBe(member.token);
    expect(await profileStatus(token ?? '')).toBe(200);
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    await close();
  });

  it('rejects a file that is not an image in the picture picker', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/profile'));
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    await dialog.getByText('JPG, PNG, GIF, WebP', { exact: false }).waitFor();
    await dialog
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText('Please select a valid image file').waitFor();
    await close();
  });

  it('uploads an image, shrinks it to a JPEG data URL and saves it', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/profile'));
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    // A 1600x800 PNG drawn in the page, handed to the file input.
    await dialog.getByTestId('image-file-input').setInputFiles(await drawnPng(page, 1600, 800));
    const previewImg = dialog.getByRole('img', { name: 'Profile picture preview' });
    await previewImg.waitFor();
    const size = await previewImg.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { src: img.src.slice(0, 23), w: img.naturalWidth, h: img.naturalHeight };
    });
    expect(size).toEqual({ src: 'data:image/jpeg;base64,', w: 1200, h: 600 });
    await dialog.getByRole('button', { name: 'Use Picture' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const saved = await api<{ user: { avatar_url: string } }>('GET', '/api/auth/profile', undefined, member.token);
    expect(saved.body.user.avatar_url).toMatch(/^\/uploads\/images\//);
    await close();
  });
});

describe('sign out everywhere', () => {
  it('keeps the member signed in here and says so when the server fails', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.route('**/api/auth/logout-all', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto(url('/profile'));
    await page.getByRole('region', { name: 'Sessions' }).getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await snackbar(page, 'Failed to sign out everywhere');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(member.token);
    expect(await profileStatus(member.token)).toBe(200);
    await close();
  });
});

describe('profile load failure', () => {
  it("says 'Failed to load profile' once, in the snackbar, and loads it on Try again", async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.route('**/api/auth/profile', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.fallback(),
    );
    await page.goto(url('/profile'));
    await snackbar(page, 'Failed to load profile');
    await page.getByText('Your profile could not be loaded.').waitFor();
    expect(await page.getByText('Failed to load profile').count()).toBe(1);
    await page.unroute('**/api/auth/profile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(member.user.username);
    await close();
  });
});

describe('changing the email on the profile', () => {
  it("asks for the current password, shows the server's refusal, and saves with the right one", async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await useOwnAddress(page);
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    const currentPassword = page.getByLabel(EMAIL_CHANGE_MESSAGES.currentPasswordLabel);
    const save = page.getByRole('button', { name: 'Save Changes' });
    // Only a changed email asks for it.
    await page.getByLabel('First Name').fill('Brigid');
    expect(await currentPassword.count()).toBe(0);

    const newEmail = `${member.user.username}.moved@e2e.test`;
    await page.getByLabel('Email').fill(newEmail);
    await currentPassword.waitFor();
    await save.click();
    await page.getByRole('alert').filter({ hasText: EMAIL_CHANGE_MESSAGES.currentPasswordMissing }).waitFor();

    await currentPassword.fill('not-my-password');
    await save.click();
    await page.getByRole('alert').filter({ hasText: SERVER_ERRORS.currentPasswordIncorrect }).waitFor();
    await snackbar(page, 'Failed to update profile');
    const before = await api<{ user: { email: string } }>('GET', '/api/auth/profile', undefined, member.token);
    expect(before.body.user.email).toBe(member.user.email);

    await currentPassword.fill(member.password);
    await save.click();
    await page.getByText('Profile updated successfully').waitFor();
    const after = await api<{ user: { email: string; first_name: string } }>('GET', '/api/auth/profile', undefined, member.token);
    expect(after.body.user).toMatchObject({ email: newEmail, first_name: 'Brigid' });
    // Saved: the email is the stored one again, so the field is gone.
    await currentPassword.waitFor({ state: 'detached' });
    await close();
  });
});
