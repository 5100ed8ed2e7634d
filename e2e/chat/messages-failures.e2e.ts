// /messages when things go wrong (docs/product/chat.md Messages): conversations that cannot be
// fetched, a send that failed and its Retry, the session ending while the page is open, and a
// guest sent to /login.
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { openPage, useBrowser } from '../support/browser.js';
import { befriend, chatMember, chatTag, composer, countMessages, seeMessage } from '../support/chat.js';
import { seeHeading, snackbar, waitForPath } from '../support/ui.js';

useBrowser();

describe('messages failures and session', () => {
  it('says when the conversations cannot be fetched, and retries', async () => {
    const me = await chatMember(chatTag(), 'me');
    const { page, url, close } = await openPage({ session: me });
    await page.route('**/api/chat/conversations', (route) => route.abort());
    await page.goto(url('/messages'));
    await page.getByText('Failed to fetch conversations.').waitFor();
    await page.unroute('**/api/chat/conversations');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No conversations yet').waitFor();
    await close();
  });

  it('keeps a send that failed with Retry, and sends it once', async () => {
    const tag = chatTag();
    const [me, friend] = await Promise.all([chatMember(tag, 'me'), chatMember(tag, 'friend')]);
    const conversation = await befriend(me!, friend!);
    const { page, url, close } = await openPage({ session: me });
    await page.goto(url(`/messages?conversation=${conversation}`));
    await page.getByTestId('chat-title').filter({ hasText: friend!.user.username }).waitFor();
    await page.route('**/api/chat/send', (route) => route.abort());
    await composer(page).fill('Try me again');
    await page.keyboard.press('Enter');
    await snackbar(page, 'Error sending message');
    await page.getByText('Not sent').waitFor();
    await page.unroute('**/api/chat/send');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Not sent').waitFor({ state: 'detached' });
    await seeMessage(page, 'Try me again');
    expect(await countMessages(page, 'Try me again')).toBe(1);
    const stored = await api<{ messages: { content: string }[] }>(
      'GET',
      `/api/chat/messages/${conversation}`,
      undefined,
      me!.token,
    );
    expect(stored.body.messages.map((m) => m.content)).toEqual(['Try me again']);
    await close();
  });

  it("shows 'Please Log In' when the session ends while the page is open", async () => {
    const me = await chatMember(chatTag(), 'me');
    const { page, context, url, close } = await openPage({ session: me });
    await page.goto(url('/messages'));
    await seeHeading(page, 'Select a Conversation');
    // Signing out in another tab of the same browser.
    const other = await context.newPage();
    await other.goto(url('/'));
    await other.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await seeHeading(page, 'Please Log In');
    await page.getByText('You need to be logged in to access the chat system.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    await close();
  });

  it('sends a guest to /login', async () => {
    const { page, url, close } = await openPage();
    await page.goto(url('/messages'));
    await waitForPath(page, '/login');
    await close();
  });
});
