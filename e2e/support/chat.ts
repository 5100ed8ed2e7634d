// Chat fixtures made through the API (friends, conversations, rooms, messages) and the few
// steps the /messages tests repeat (docs/product/chat.md Messages). Names share a tag per test,
// so Find Users, searched by the tag, shows only that test's accounts.
import type { Locator, Page } from 'playwright-core';
import { api, createAccount, loginAdmin, must, uniqueName, type SessionUser } from './api.js';
import type { ViewportName } from './browser.js';

/** A signed-in member (or administrator) named `<tag>_<name>`. */
export const chatMember = (tag: string, name: string, role: 'member' | 'admin' = 'member'): Promise<SessionUser> =>
  createAccount({ role, username: `${tag}_${name}` });

/** A short tag for one test's accounts (usernames stay well under the length limit). */
export const chatTag = () => uniqueName('c');

export async function sendRequest(from: SessionUser, to: SessionUser): Promise<{ id: number }> {
  return (
    await must(
      'friend request',
      201,
      api<{ request: { id: number } }>('POST', '/api/chat/request', { recipient_id: to.user.id }, from.token),
    )
  ).request;
}

/** `a` asks, `b` accepts: friends with a conversation, whose id is returned. */
export async function befriend(a: SessionUser, b: SessionUser): Promise<number> {
  const request = await sendRequest(a, b);
  const answer = await must(
    'respond',
    200,
    api<{ conversation: { id: number } }>('POST', '/api/chat/respond', { request_id: request.id, accept: true }, b.token),
  );
  return answer.conversation.id;
}

export async function sendDirect(from: SessionUser, conversationId: number, message: string): Promise<{ id: number }> {
  return (
    await must(
      'send',
      201,
      api<{ message: { id: number } }>('POST', '/api/chat/send', { conversation_id: conversationId, message }, from.token),
    )
  ).message;
}

/** A room as the back office lists it. */
export interface Room {
  id: number;
  name: string;
  type: 'group' | 'private';
  created_by_username: string | null;
  created_at: string;
  message_count: number;
  member_count: number;
}

/** A room made by the administrator (docs/product/chat.md). */
export async function createRoom(name = uniqueName('Hall'), type: Room['type'] = 'group'): Promise<Room> {
  const admin = await loginAdmin();
  return (await must('create room', 201, api<{ room: Room }>('POST', '/api/admin/chat/rooms', { name, type }, admin.token))).room;
}

/** A member's message in a room they may read. */
export async function sendToRoom(from: SessionUser, roomId: number, message: string): Promise<{ id: number }> {
  return (
    await must(
      'room send',
      201,
      api<{ message: { id: number } }>('POST', `/api/chat/rooms/${roomId}/messages`, { message }, from.token),
    )
  ).message;
}

/** The message box of the open chat. */
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

/** The texts of the open chat's messages, top to bottom. */
export const messageTexts = (page: Page) => page.getByTestId('message-text').allTextContents();

/**
 * Waits until the open chat shows a message reading exactly `text` (line breaks included) that
 * the server has stored: a message being sent is shown at once, before the server answers, and
 * only gets its `data-message-id` from the answer (so a test that reads the API next finds it).
 */
export async function seeMessage(page: Page, text: string, timeout = 15_000) {
  await page.waitForFunction(
    (expected) =>
      Array.from(document.querySelectorAll('[data-testid="message-text"]')).some(
        (el) => el.textContent === expected && el.closest('[data-testid="chat-message"]')?.hasAttribute('data-message-id'),
      ),
    text,
    { timeout },
  );
}

/** How many messages of the open chat read exactly `text`. */
export async function countMessages(page: Page, text: string): Promise<number> {
  return (await messageTexts(page)).filter((shown) => shown === text).length;
}

/**
 * The left panel: always there on wide screens; on phones a drawer opened from the chat's
 * header or the empty state ('Open conversations').
 */
export async function openPanel(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  const drawer = page.locator('.MuiDrawer-paper');
  if (await drawer.isVisible()) return;
  await page.getByRole('button', { name: 'Open conversations' }).first().click();
  await drawer.waitFor({ state: 'visible' });
}

/**
 * Closes the phone drawer. It is modal: while it is open the rest of the page, the snackbar
 * included, is hidden from the accessibility tree, so a test reads the snackbar after this.
 */
export async function closePanel(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  const drawer = page.locator('.MuiDrawer-paper');
  if (!(await drawer.isVisible())) return;
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** Opens one of the four tabs (docs/product/chat.md) in the left panel. */
export async function chooseTab(page: Page, viewport: ViewportName, tab: 'Chats' | 'Groups' | 'Requests' | 'Find Users') {
  await openPanel(page, viewport);
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
}

/**
 * A row of the Chats or Groups tab: one button named by what it shows, the chat's name first
 * (then the time and the last message, or the kind of room).
 */
export function chatRow(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
}

/** Opens a chat from the Chats or Groups tab by its name. */
export async function openChat(page: Page, viewport: ViewportName, tab: 'Chats' | 'Groups', name: string) {
  await chooseTab(page, viewport, tab);
  await chatRow(page, name).click();
  await page.getByTestId('chat-title').filter({ hasText: name }).waitFor();
}

/** Waits until the open chat's realtime room is joined (the pane says so in data-live). */
export async function waitForLive(page: Page, timeout = 15_000) {
  await page.locator('[data-live="joined"]').waitFor({ state: 'attached', timeout });
}

/** Waits until the open chat knows its connection dropped. */
export async function waitForOffline(page: Page, timeout = 15_000) {
  await page.locator('[data-live="offline"]').waitFor({ state: 'attached', timeout });
}

/**
 * Settles once the page's Socket.IO connection is accepted (the server's CONNECT packet, `40{`,
 * over long-polling or the WebSocket). Call before the page loads.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const look = (payload: string) => {
      // Engine.IO joins packets of one poll with the record separator.
      if (payload.split('\u001e').some((packet) => packet.startsWith('40{'))) resolve();
    };
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => look(String(frame.payload))));
    page.on('response', (response) => {
      if (response.url().includes('/socket.io/') && response.request().method() === 'GET')
        response.text().then(look, () => undefined);
    });
  });
}
