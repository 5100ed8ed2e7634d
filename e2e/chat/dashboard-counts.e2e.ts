// The dashboard's chat numbers (docs/product/screens.md Dashboard, docs/product/chat.md): the Chat tile's badge and
// 'Unread Messages' count unread direct messages (GET /api/chat/unread), the Private Messages
// tile's badge and 'Pending Requests' the friend requests waiting for an answer (GET
// /api/chat/requests); both follow the chat's socket events while the dashboard is open.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { api } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { befriend, chatMember, chatTag, sendDirect, sendRequest, socketConnected } from '../support/chat.js';
import { seeHeading } from '../support/ui.js';

useBrowser();

async function seeCount(page: Page, label: string, value: number) {
  await page
    .getByRole('region', { name: label })
    .getByTestId('stat-value')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();
}

/** A tile's badge: its number, or hidden at 0. */
async function seeBadge(page: Page, tile: string, value: number) {
  const badge = page.getByRole('region', { name: tile }).locator('.MuiBadge-badge');
  if (value === 0) await badge.and(page.locator('.MuiBadge-invisible')).waitFor({ state: 'attached' });
  else await badge.filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('dashboard chat counts (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('counts unread messages and pending requests, and follows them live', async () => {
    const tag = chatTag();
    const [me, ana, cai, dara, eve] = await Promise.all(['me', 'ana', 'cai', 'dara', 'eve'].map((name) => chatMember(tag, name)));
    const withAna = await befriend(ana!, me!);
    await sendDirect(ana!, withAna, 'One');
    await sendDirect(ana!, withAna, 'Two');
    const fromCai = await sendRequest(cai!, me!);
    // A request the member sent is not waiting for the member.
    await sendRequest(me!, dara!);

    const { page, url, close } = await openPage({ viewport, session: me });
    const connected = socketConnected(page);
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    await seeCount(page, 'Unread Messages', 2);
    await seeCount(page, 'Pending Requests', 1);
    await seeBadge(page, 'Chat', 2);
    await seeBadge(page, 'Private Messages', 1);
    await connected;

    // Live: a new message, a new request.
    await sendDirect(ana!, withAna, 'Three');
    await seeCount(page, 'Unread Messages', 3);
    await seeBadge(page, 'Chat', 3);
    await sendRequest(eve!, me!);
    await seeCount(page, 'Pending Requests', 2);
    await seeBadge(page, 'Private Messages', 2);

    // Reading the conversation (elsewhere: another device) clears the unread count.
    await api('GET', `/api/chat/messages/${withAna}`, undefined, me!.token);
    await seeCount(page, 'Unread Messages', 0);
    await seeBadge(page, 'Chat', 0);
    // Answering a request takes it off.
    await api('POST', '/api/chat/respond', { request_id: fromCai.id, accept: false }, me!.token);
    await seeCount(page, 'Pending Requests', 1);
    await seeBadge(page, 'Private Messages', 1);
    await close();
  });
});
