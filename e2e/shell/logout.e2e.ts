// Logout in the header's account menu (docs/product/screens.md Header; docs/product/accounts-and-sessions.md): the
// browser signs out at once and goes to /, and the server ends the token's session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createAccount } from '../support/api.js';
import { socketConnected } from '../support/chat.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { holdRoute, seeHeading, waitForPath } from '../support/ui.js';

useBrowser();

const LOGOUT = '**/api/auth/logout';

/** Logout from the chip menu (desktop) or the phone menu. */
async function clickLogout(page: Page, viewport: ViewportName, username: string) {
  const opener =
    viewport === 'phone'
      ? page.getByRole('button', { name: 'Open navigation menu' })
      : page.getByRole('button', { name: `${username} account menu` });
  await opener.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
}

const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);

describe.each<ViewportName>(WIDTHS)('logout at %s width', (viewport) => {
  it('signs out at once, lands on / and ends the session on the server', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBe(member.token);

    // The server's answer is held: the browser must not wait for it.
    const held = await holdRoute(page, LOGOUT);
    const sent = page.waitForRequest(LOGOUT);
    await clickLogout(page, viewport, member.user.username);
    expect((await sent).headers().authorization).toBe(`Bearer ${token}`);
    await held.wasRequested;
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Member Login' }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);

    const answer = page.waitForResponse(LOGOUT);
    held.release();
    expect((await answer).status()).toBe(200);
    expect((await api('GET', '/api/auth/profile', undefined, token!)).status).toBe(401);
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('logout (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('stays on / when the server says the session had already ended', async () => {
    const member = await createAccount({ role: 'member' });
    // Ended elsewhere (another tab's Logout, 'Sign out everywhere' on another device).
    expect((await api('POST', '/api/auth/logout', undefined, member.token)).status).toBe(200);
    const { page, url, close } = await openPage({ viewport, session: member });
    // No live connection (as when it is down): the socket would find out first (next test).
    // WebSocket first, long-polling as the fallback: both refused.
    await page.routeWebSocket('**/socket.io/**', (ws) => ws.close());
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.goto(url('/'));
    const answer = page.waitForResponse(LOGOUT);
    await clickLogout(page, viewport, member.user.username);
    const response = await answer;
    expect(response.status()).toBe(401);
    await response.finished();
    // That 401 is about a token no longer stored: no second sign-out, no trip to /login. A
    // move to /login it had caused would end up there instead of on /blog.
    await page.getByRole('link', { name: 'Read Our Stories' }).click();
    await seeHeading(page, 'Our Stories');
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await storedSession(page)).toEqual([null, null]);
    await close();
  });

  it('signs the open page out by itself when the session is ended elsewhere (the live connection is closed)', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ viewport, session: member });
    const connected = socketConnected(page);
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    // The page's live connection is open, so it is what tells the page.
    await connected;
    // 'Sign out everywhere' on another device.
    expect((await api('POST', '/api/auth/logout-all', undefined, member.token)).status).toBe(200);
    await waitForPath(page, '/login');
    expect(await storedSession(page)).toEqual([null, null]);
    await close();
  });
});
