// /messages with two members at once, each in a browser of their own (docs/product/chat.md
// realtime; docs/product/chat.md): live messages both ways shown once, typing, requests and
// conversations appearing as they change, unread badges cleared in every tab, a group room,
// and a message sent while one side's connection was down arriving once after the reconnect.
import { describe, expect, it } from 'vitest';
import { loginAdmin } from '../support/api.js';
import { openPage, useBrowser, type ViewportName } from '../support/browser.js';
import {
  befriend,
  chatMember,
  chatRow,
  chatTag,
  chooseTab,
  composer,
  countMessages,
  createRoom,
  messageTexts,
  openChat,
  seeMessage,
  sendDirect,
  sendRequest,
  sendToRoom,
  socketConnected,
  waitForLive,
  waitForOffline,
} from '../support/chat.js';
import { holdRoute, seeHeading, snackbar } from '../support/ui.js';

useBrowser();

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('live messages (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('carries messages both ways, once each, with the typing indicator', async () => {
    const tag = chatTag();
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    const conversation = await befriend(aoife!, bran!);
    const a = await openPage({ viewport, session: aoife });
    const b = await openPage({ viewport, session: bran });
    await a.page.goto(a.url(`/messages?conversation=${conversation}`));
    await b.page.goto(b.url('/messages'));
    await openChat(b.page, viewport, 'Chats', aoife!.user.username);
    await Promise.all([waitForLive(a.page), waitForLive(b.page)]);

    await composer(a.page).click();
    await a.page.keyboard.type('Hello Bran');
    await b.page
      .getByTestId('chat-subtitle')
      .filter({ hasText: `${aoife!.user.username} is typing...` })
      .waitFor();
    await a.page.keyboard.press('Enter');
    await seeMessage(b.page, 'Hello Bran');
    // The message ends the typing line.
    await b.page.getByTestId('chat-subtitle').filter({ hasText: 'Member' }).waitFor();

    await composer(b.page).fill('Hello Aoife');
    await b.page.keyboard.press('Enter');
    await seeMessage(a.page, 'Hello Aoife');
    // Aoife's own send (answer and echo) and the reply: each shown once on both sides.
    for (const page of [a.page, b.page]) {
      await seeMessage(page, 'Hello Aoife');
      expect(await countMessages(page, 'Hello Bran')).toBe(1);
      expect(await countMessages(page, 'Hello Aoife')).toBe(1);
    }
    await a.close();
    await b.close();
  });

  it('shows a message sent while the connection was down once, after the reconnect', async () => {
    const tag = chatTag();
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    const conversation = await befriend(aoife!, bran!);
    const b = await openPage({ viewport, session: bran });
    await b.page.goto(b.url(`/messages?conversation=${conversation}`));
    await waitForLive(b.page);
    await sendDirect(aoife!, conversation, 'Before the drop');
    await seeMessage(b.page, 'Before the drop');

    await b.context.setOffline(true);
    await waitForOffline(b.page);
    await b.page.getByTestId('chat-subtitle').filter({ hasText: 'Reconnecting...' }).waitFor();
    await sendDirect(aoife!, conversation, 'While you were away');
    await b.context.setOffline(false);
    await seeMessage(b.page, 'While you were away', 30_000);
    await waitForLive(b.page);
    await sendDirect(aoife!, conversation, 'After the return');
    await seeMessage(b.page, 'After the return');
    expect(await countMessages(b.page, 'While you were away')).toBe(1);
    expect(await countMessages(b.page, 'Before the drop')).toBe(1);
    await b.close();
  });
});

describe('catching up', () => {
  it('misses nothing in a chat that was not open while the connection was down', async () => {
    const tag = chatTag();
    const [aoife, bran, cara] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran'), chatMember(tag, 'cara')]);
    const withAoife = await befriend(aoife!, bran!);
    await befriend(cara!, bran!);
    const b = await openPage({ session: bran });
    await b.page.goto(b.url(`/messages?conversation=${withAoife}`));
    await waitForLive(b.page);
    await sendDirect(aoife!, withAoife, 'First');
    await seeMessage(b.page, 'First');
    // Bran turns to another chat; Aoife's stays in memory, no longer joined.
    await openChat(b.page, 'desktop', 'Chats', cara!.user.username);
    await waitForLive(b.page);

    await b.context.setOffline(true);
    await waitForOffline(b.page);
    await sendDirect(aoife!, withAoife, 'Missed while away');
    await b.context.setOffline(false);
    // Reconnecting backs off up to 5 s (±50%), then the chat is joined again.
    await waitForLive(b.page, 30_000);
    // This one reaches Bran's tab at once (a new direct message always does).
    await sendDirect(aoife!, withAoife, 'After the return');
    await chatRow(b.page, aoife!.user.username).getByText('After the return').waitFor();

    await openChat(b.page, 'desktop', 'Chats', aoife!.user.username);
    await seeMessage(b.page, 'Missed while away');
    await seeMessage(b.page, 'After the return');
    expect(await messageTexts(b.page)).toEqual(['First', 'Missed while away', 'After the return']);
    await b.close();
  });
});

describe('live lists', () => {
  it('brings a friend request in, and the new conversation to the sender', async () => {
    const tag = chatTag();
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    const a = await openPage({ session: aoife });
    const b = await openPage({ session: bran });
    await a.page.goto(a.url('/messages'));
    await b.page.goto(b.url('/messages'));
    await a.page.getByText('No conversations yet').waitFor();
    await chooseTab(b.page, 'desktop', 'Find Users');
    await b.page.getByRole('searchbox', { name: 'Search' }).fill(aoife!.user.username);
    await b.page
      .getByRole('listitem', { name: aoife!.user.username })
      .getByRole('button', { name: 'Send friend request' })
      .click();
    await snackbar(b.page, 'Friend request sent!');

    await a.page.getByTestId('requests-badge').filter({ hasText: '1' }).waitFor();
    await chooseTab(a.page, 'desktop', 'Requests');
    await a.page.getByRole('button', { name: 'Accept' }).click();
    await snackbar(a.page, 'Friend request accepted! You can now chat with this user.');

    // Bran's Find Users state and Chats list follow without a reload.
    await b.page.getByRole('listitem', { name: aoife!.user.username }).getByRole('button', { name: 'Open chat' }).waitFor();
    await chooseTab(b.page, 'desktop', 'Chats');
    await chatRow(b.page, aoife!.user.username).waitFor();
    await a.close();
    await b.close();
  });

  it('reads the lists again when the socket connects, so a request sent before it is not missed', async () => {
    const tag = chatTag();
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    const a = await openPage({ session: aoife });
    // The code that opens the tab's socket is held until the request has been sent, so the
    // server's requests_changed reaches no socket of this tab.
    const realtime = await holdRoute(a.page, '**/assets/SignedInRealtime-*.js');
    const connected = socketConnected(a.page);
    await a.page.goto(a.url('/messages'));
    await a.page.getByText('No conversations yet').waitFor();
    await realtime.wasRequested;
    expect(await a.page.getByTestId('requests-badge').count()).toBe(0);

    await sendRequest(bran!, aoife!);
    realtime.release();
    await connected;
    await a.page.getByTestId('requests-badge').filter({ hasText: '1' }).waitFor();
    await a.close();
  });

  it('counts unread messages and clears the badge in every tab once read', async () => {
    const tag = chatTag();
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    const conversation = await befriend(aoife!, bran!);
    // Bran has two tabs open on /messages, neither on the conversation.
    const b = await openPage({ session: bran });
    await b.page.goto(b.url('/messages'));
    const second = await b.context.newPage();
    await second.goto(b.url('/messages'));
    const row = (page: typeof second) => chatRow(page, aoife!.user.username);
    await row(b.page).waitFor();
    await row(second).waitFor();

    await sendDirect(aoife!, conversation, 'One');
    await sendDirect(aoife!, conversation, 'Two');
    for (const page of [b.page, second]) {
      await row(page).getByTestId('unread-badge').filter({ hasText: '2' }).waitFor();
      await row(page).getByText('Two').waitFor();
      await page.getByTestId('chats-badge').filter({ hasText: '2' }).waitFor();
    }
    await row(b.page).click();
    await seeMessage(b.page, 'Two');
    await row(b.page).getByTestId('unread-badge').waitFor({ state: 'detached' });
    // messages_read reaches the other tab too.
    await row(second).getByTestId('unread-badge').waitFor({ state: 'detached' });
    expect(await second.getByTestId('chats-badge').count()).toBe(0);
    await b.close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('group room (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it('carries room messages live, and only an administrator clears the room', async () => {
    const tag = chatTag();
    const room = await createRoom(`Hall ${tag}`);
    const [aoife, bran] = await Promise.all([chatMember(tag, 'aoife'), chatMember(tag, 'bran')]);
    await sendToRoom(bran!, room.id, 'Welcome to the hall');
    const a = await openPage({ viewport, session: aoife });
    const b = await openPage({ viewport, session: bran });
    await a.page.goto(a.url('/messages'));
    await b.page.goto(b.url(`/messages?room=${room.id}`));
    await openChat(a.page, viewport, 'Groups', room.name);
    await a.page.getByTestId('chat-subtitle').filter({ hasText: 'Group room' }).waitFor();
    await seeMessage(a.page, 'Welcome to the hall');
    // Room messages name their author.
    await a.page.getByTestId('chat-message').filter({ hasText: 'Welcome to the hall' }).getByText(bran!.user.username).waitFor();
    await Promise.all([waitForLive(a.page), waitForLive(b.page)]);

    await composer(a.page).fill('Greetings, all');
    await a.page.keyboard.press('Enter');
    await seeMessage(b.page, 'Greetings, all');
    await composer(b.page).click();
    await b.page.keyboard.type('Well met');
    await a.page
      .getByTestId('chat-subtitle')
      .filter({ hasText: `${bran!.user.username} is typing...` })
      .waitFor();
    await b.page.keyboard.press('Enter');
    await seeMessage(a.page, 'Well met');
    expect(await countMessages(a.page, 'Greetings, all')).toBe(1);
    // A member may not clear a room: the action is not offered, in sight or in a menu.
    expect(await a.page.getByRole('button', { name: 'Clear All Messages' }).count()).toBe(0);
    expect(await a.page.getByRole('button', { name: 'Conversation actions' }).count()).toBe(0);

    const admin = await loginAdmin();
    const boss = await openPage({ viewport, session: admin });
    await boss.page.goto(boss.url(`/messages?room=${room.id}`));
    await seeMessage(boss.page, 'Well met');
    await boss.page.getByRole('button', { name: 'Clear All Messages' }).click();
    await boss.page.getByRole('dialog', { name: 'Clear All Messages' }).getByRole('button', { name: 'Clear All' }).click();
    await snackbar(boss.page, 'All group messages cleared successfully!');
    await seeHeading(boss.page, 'Select a Conversation');
    // The members watching see the room emptied.
    await a.page.getByText('No messages yet. Say hello!').waitFor();
    await b.page.getByText('No messages yet. Say hello!').waitFor();
    await boss.close();
    await a.close();
    await b.close();
  });
});
