// Notifications (docs/product/chat.md 'Notification prompt dialog'):
// the prompt on the Messages screen while the permission is undecided ('Not Now' only closes,
// 'Enable Notifications' asks the browser), and desktop notifications for others' messages:
// the spec's title, body and icon, one per message however many tabs are open, none for the
// member's own messages, and shown for the conversation a tab shows too (docs/product/chat.md names only the
// permission and the sender; docs/decisions/012). The notifications are the browser's real
// ones, recorded by a wrapper around window.Notification.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import { befriend, chatMember, chatTag, seeMessage, sendDirect, socketConnected, waitForLive } from '../support/chat.js';
import { seeHeading } from '../support/ui.js';
import { text, uploadToConversation } from './files-fixtures.js';
import { recordNotifications, shownNotifications, waitForNotifications } from './notifications-fixtures.js';

useBrowser();

const PROMPT_TEXT = 'Would you like to receive browser notifications when new chat messages arrive?';
const PROMPT_NOTE = 'You can change this later in your browser preferences.';

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Enable Notifications' });
const permission = (page: Page) => page.evaluate(() => Notification.permission);

/** The Messages screen is up (its empty pane), and with it whatever it opens at once. */
const messagesShown = (page: Page) => seeHeading(page, 'Select a Conversation');

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('notification prompt (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("asks on the Messages screen while the permission is undecided; 'Not Now' only closes", async () => {
    const member = await chatMember(chatTag(), 'asked');
    const { page, url, close } = await openPage({ viewport, session: member, undecidedNotifications: true });
    await page.goto(url('/dashboard'));
    await seeHeading(page, 'Member Dashboard');
    expect(await prompt(page).count()).toBe(0);
    await page.getByRole('region', { name: 'Chat' }).getByRole('link', { name: 'Open' }).click();
    const dialog = prompt(page);
    await dialog.getByText(PROMPT_TEXT).waitFor();
    await dialog.getByText(PROMPT_NOTE).waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Not Now', 'Enable Notifications']);

    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await permission(page)).toBe('default');
    // Not again while the member moves about this tab…
    await page.goBack();
    await seeHeading(page, 'Member Dashboard');
    await page.goForward();
    await messagesShown(page);
    expect(await prompt(page).count()).toBe(0);
    // …but the question is still open, so the next visit asks again.
    await page.reload();
    await prompt(page).getByText(PROMPT_TEXT).waitFor();
    await close();
  });

  it("'Enable Notifications' asks the browser; once answered, the prompt is not shown again", async () => {
    const member = await chatMember(chatTag(), 'asked');
    const { page, context, url, close } = await openPage({ viewport, session: member, undecidedNotifications: true });
    await page.goto(url('/messages'));
    await prompt(page).getByText(PROMPT_TEXT).waitFor();
    // The member says yes in the browser's own question.
    await context.grantPermissions(['notifications']);
    await prompt(page).getByRole('button', { name: 'Enable Notifications' }).click();
    await prompt(page).waitFor({ state: 'hidden' });
    expect(await permission(page)).toBe('granted');
    // The prompt is mounted with the socket's code: once the socket is connected it had its turn.
    const connected = socketConnected(page);
    await page.reload();
    await messagesShown(page);
    await connected;
    expect(await prompt(page).count()).toBe(0);
    await close();
  });

  it('is not shown once the browser refused notifications', async () => {
    const member = await chatMember(chatTag(), 'asked');
    const { page, url, close } = await openPage({ viewport, session: member, undecidedNotifications: true });
    await page.goto(url('/messages'));
    // Without a grant the browser answers no to the request.
    await prompt(page).getByRole('button', { name: 'Enable Notifications' }).click();
    await prompt(page).waitFor({ state: 'hidden' });
    expect(await permission(page)).toBe('denied');
    const connected = socketConnected(page);
    await page.reload();
    await messagesShown(page);
    await connected;
    expect(await prompt(page).count()).toBe(0);
    await close();
  });
});

describe('desktop notifications', () => {
  it("shows one notification per message however many tabs are open, with the spec's title, body and icon", async () => {
    const tag = chatTag();
    const [ana, bran, cai] = await Promise.all([chatMember(tag, 'ana'), chatMember(tag, 'bran'), chatMember(tag, 'cai')]);
    const withAna = await befriend(ana!, bran!);
    const withCai = await befriend(cai!, bran!);
    const first = await openPage({ session: bran });
    await recordNotifications(first.context);
    const second = await first.context.newPage();
    const tabs = [first.page, second];
    // Both tabs show the conversation with Cai (and are connected once it is joined).
    for (const tab of tabs) await tab.goto(first.url(`/messages?conversation=${withCai}`));
    await Promise.all(tabs.map((tab) => waitForLive(tab)));

    await sendDirect(ana!, withAna, 'Raid at dawn');
    // Bran's own message (from another device) is no news to him.
    await sendDirect(bran!, withAna, 'I will be there');
    // A message of files only has no text: 'New message'.
    await uploadToConversation(ana!, withAna, [text('route.txt')]);
    const shown = await waitForNotifications(tabs, 2);
    const title = `New message from ${ana!.user.username}`;
    // Which tab shows which (and so the order they are collected in) is the lock's choice.
    expect([...shown].sort((a, b) => String(a.body).localeCompare(String(b.body)))).toEqual([
      { title, body: 'New message', icon: '/logo192.png' },
      { title, body: 'Raid at dawn', icon: '/logo192.png' },
    ]);
    // The tabs decide in turn (one lock, first come first served): by the time the second
    // message was shown, both had decided about the first.
    expect(await shownNotifications(tabs)).toHaveLength(2);
    await first.close();
  });

  it('shows one for the conversation a focused tab shows, once however many tabs are open', async () => {
    const tag = chatTag();
    const [ana, bran] = await Promise.all([chatMember(tag, 'ana'), chatMember(tag, 'bran')]);
    const withAna = await befriend(ana!, bran!);
    const first = await openPage({ session: bran });
    await recordNotifications(first.context);
    const second = await first.context.newPage();
    const tabs = [first.page, second];
    await first.page.goto(first.url(`/messages?conversation=${withAna}`));
    await waitForLive(first.page);
    const connected = socketConnected(second);
    await second.goto(first.url('/dashboard'));
    await connected;
    // The member is looking at the conversation: the tab is shown and its window focused.
    expect(await first.page.evaluate(() => document.visibilityState === 'visible' && document.hasFocus())).toBe(true);

    await sendDirect(ana!, withAna, 'Are you there?');
    await seeMessage(first.page, 'Are you there?');
    const title = `New message from ${ana!.user.username}`;
    expect(await waitForNotifications(tabs, 1)).toEqual([{ title, body: 'Are you there?', icon: '/logo192.png' }]);

    // Bran's own answer in the open conversation is no news to him; Ana's next message is.
    await sendDirect(bran!, withAna, 'Here');
    await seeMessage(first.page, 'Here');
    await sendDirect(ana!, withAna, 'Good');
    await seeMessage(first.page, 'Good');
    const after = await waitForNotifications(tabs, 2);
    expect(after.map((notification) => notification.body).sort()).toEqual(['Are you there?', 'Good']);
    await first.close();
  });
});
