// /profile 'Your data' and 'Delete account' (docs/product/accounts-and-sessions.md): the download
// shows its progress and is saved as a .zip holding the member's own documents; deleting asks for
// the password, shows the server's refusal in the dialog, and once done signs out and opens the
// home page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OWN_DATA_MESSAGES as M, SERVER_ERRORS } from '@clanhall/shared';
import { api, createAccount } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { befriend, sendDirect } from '../support/chat.js';
import { holdRoute, seeHeading, snackbar, useOwnAddress, waitForPath } from '../support/ui.js';

useBrowser();

const folder = mkdtempSync(join(tmpdir(), 'clanhall-e2e-export-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const profileStatus = async (token: string) => (await api('GET', '/api/auth/profile', undefined, token)).status;

// At desktop width only: the sections lay out as the other profile sections do (decision 022).
describe('your data and account deletion (desktop)', () => {
  const viewport: ViewportName = 'desktop';

  it("'Download my data' shows its progress and saves the member's archive as a .zip", async () => {
    const [member, friend] = await Promise.all([createAccount({ role: 'member' }), createAccount({ role: 'member' })]);
    const conversationId = await befriend(member, friend);
    await sendDirect(member, conversationId, 'Slán go fóill');
    await sendDirect(friend, conversationId, 'not in the archive');
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    const section = page.getByRole('region', { name: M.dataTitle });
    await section.getByText(M.dataHint).waitFor();

    // The answer is held from the page a moment, so the bar is seen before the file arrives.
    const held = await holdRoute(page, '**/api/auth/export', { answered: true });
    const saved = page.waitForEvent('download');
    await section.getByRole('button', { name: M.download }).click();
    await held.wasRequested;
    const bar = section.getByRole('progressbar', { name: M.progressLabel });
    await bar.waitFor();
    await section.getByRole('button', { name: M.downloading }).waitFor();
    expect(await section.getByRole('button', { name: M.downloading }).isDisabled()).toBe(true);
    held.release();

    const download = await saved;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^clanhall-export-${member.user.username}-\\d{8}\\.zip$`));
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const listing = execFileSync('unzip', ['-l', file]).toString();
    for (const name of ['account.json', 'orders.json', 'messages.json', 'friends.json']) expect(listing).toContain(name);
    const account = JSON.parse(execFileSync('unzip', ['-p', file, 'account.json']).toString()) as { user: { username: string } };
    expect(account.user.username).toBe(member.user.username);
    const messages = execFileSync('unzip', ['-p', file, 'messages.json']).toString();
    expect(messages).toContain('Slán go fóill');
    expect(messages).not.toContain('not in the archive');

    await snackbar(page, M.downloaded);
    await bar.waitFor({ state: 'hidden' });
    await section.getByRole('button', { name: M.download }).waitFor();
    await close();
  });

  it("'Delete account' asks for the password, shows a wrong one's refusal, and with the right one signs out to the home page", async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    // A wrong password counts as a failed login from this address: one of its own.
    await useOwnAddress(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/account') calls.push(request.method());
    });
    await page.goto(url('/profile'));
    await seeHeading(page, 'My Profile');
    const section = page.getByRole('region', { name: M.deleteTitle });
    await section.getByText(M.deleteHint).waitFor();
    const dialog = page.getByRole('dialog', { name: M.deleteDialogTitle });

    // Cancel does nothing.
    await section.getByRole('button', { name: M.delete }).click();
    await dialog.getByText(M.deleteDialogText).waitFor();
    // Labelled 'Password *' (required): the asterisk is part of the label's text.
    const password = dialog.getByLabel(M.passwordLabel);
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: M.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(calls).toEqual([]);

    await section.getByRole('button', { name: M.delete }).click();
    await dialog.getByRole('button', { name: M.confirmDelete }).click();
    await dialog.getByRole('alert').filter({ hasText: M.passwordMissing }).waitFor();
    expect(calls).toEqual([]);

    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: M.confirmDelete }).click();
    await dialog.getByRole('alert').filter({ hasText: SERVER_ERRORS.currentPasswordIncorrect }).waitFor();
    expect(calls).toEqual(['DELETE']);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await profileStatus(member.token)).toBe(200);

    await password.fill(member.password);
    await dialog.getByRole('button', { name: M.confirmDelete }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Member Login' }).waitFor();
    await snackbar(page, M.accountDeleted);
    expect(calls).toEqual(['DELETE', 'DELETE']);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    expect(await profileStatus(member.token)).toBe(401);
    const login = await api('POST', '/api/auth/member/login', { username: member.user.username, password: member.password });
    expect(login.status).toBe(401);
    await close();
  });
});
