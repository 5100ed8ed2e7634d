// /admin/chat Chat Management (docs/product/back-office.md; docs/product/chat.md): the tiles, rooms as a
// table or cards, Create Room (Group by default, Create off for a blank name), a private room's
// members, a room's messages and deleting one, deleting a room, the reports queue (dismiss,
// delete the message), the Total Messages tile of the opened room, the dashboard card and the
// guard; the error messages are in chat-management-errors.e2e.ts. Every check looks at what its
// own test made (other files make rooms too).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createAccount, loginAdmin, uniqueName } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { ACCESS_DENIED, seeHeading, snackbar } from '../support/ui.js';
import { chooseOption, shortDate, tileValue, toast } from '../admin-shop/shop-ui.js';
import { createRoom, sendToRoom } from '../support/chat.js';
import { findReport, findRoom, memberReadStatus, reportRoomMessage, roomMessageTexts } from './chat-fixtures.js';
import { openChat, reportRow, roomRow } from './chat-management-ui.js';

useBrowser();

const CONFIRM_ROOM = 'Are you sure you want to delete this chat room? This action cannot be undone.';
const CONFIRM_MESSAGE = 'Are you sure you want to delete this message?';

/** Opens Create Room, names the room, picks its type and creates it. */
async function createFromDialog(page: Page, name: string, type?: 'Private') {
  await page.getByRole('button', { name: 'Create Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Room' });
  await dialog.getByRole('textbox', { name: 'Room Name' }).fill(name);
  if (type) await chooseOption(page, dialog, 'Room Type', type);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await snackbar(page, 'Chat room created successfully');
  await dialog.waitFor({ state: 'detached' });
}

describe.each<ViewportName>(WIDTHS)('chat management at %s width', (viewport) => {
  it('creates a group and a private room, manages the members, deletes a message and a room', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, close, admin } = await openChat(viewport);
    for (const tile of ['Total Rooms', 'Group Rooms', 'Private Rooms', 'Total Messages']) {
      await page.getByRole('region', { name: tile }).waitFor();
    }

    // Create Room: Group by default, Create off while the name is blank or only spaces (docs/product/back-office.md).
    await page.getByRole('button', { name: 'Create Room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Room' });
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    const name = dialog.getByRole('textbox', { name: 'Room Name' });
    expect(await dialog.getByRole('combobox', { name: 'Room Type' }).innerText()).toBe('Group');
    expect(await create.isDisabled()).toBe(true);
    await name.fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await name.press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    const groupName = uniqueName('Hearth');
    await name.fill(groupName);
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    await snackbar(page, 'Chat room created successfully');
    await dialog.waitFor({ state: 'detached' });
    // A table from 'md' up, cards below (docs/product/back-office.md); only one of them is in the page.
    const table = page.getByRole('table', { name: 'Chat Management' });
    const cards = page.getByRole('list', { name: 'Chat Management' });
    await (viewport === 'desktop' ? table : cards).waitFor();
    expect(await (viewport === 'desktop' ? cards : table).count()).toBe(0);
    const group = await findRoom(groupName);
    expect(group).toMatchObject({ type: 'group', created_by_username: admin.user.username });
    const groupRow = roomRow(page, groupName);
    await groupRow.getByText('Group', { exact: true }).waitFor();
    await groupRow.getByText(admin.user.username, { exact: false }).waitFor();
    await groupRow.getByText(shortDate(group!.created_at), { exact: false }).waitFor();
    await groupRow.getByText('Open to every member', { exact: false }).waitFor();
    // Only private rooms have members.
    expect(await groupRow.getByRole('button', { name: 'Manage Members' }).count()).toBe(0);

    // A private room: no one but administrators until a member is added.
    const privateName = uniqueName('Council');
    await createFromDialog(page, privateName, 'Private');
    const privateRow = roomRow(page, privateName);
    await privateRow.getByText('Private', { exact: true }).waitFor();
    await privateRow.getByText('0 members', { exact: false }).waitFor();
    const privateRoom = (await findRoom(privateName))!;
    expect(privateRoom.type).toBe('private');
    expect(await memberReadStatus(member, privateRoom.id)).toBe(404);

    // Add the member by choosing them.
    await privateRow.getByRole('button', { name: 'Manage Members' }).click();
    const members = page.getByRole('dialog', { name: `Members of ${privateName}` });
    await members.getByText('No members yet: only administrators can see this room.').waitFor();
    const add = members.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    const picker = members.getByRole('combobox', { name: 'Choose a user' });
    await picker.fill(member.user.username);
    await page.getByRole('option', { name: new RegExp(member.user.username) }).click();
    await add.click();
    await toast(page, 'Member added successfully');
    const listed = members.getByTestId('admin-room-member').filter({ hasText: member.user.username });
    await listed.waitFor();
    await listed.getByText('Member', { exact: true }).waitFor();
    await members.getByText('1 member', { exact: true }).waitFor();
    expect(await memberReadStatus(member, privateRoom.id)).toBe(200);
    // Someone already in the room is no longer offered.
    await picker.fill(member.user.username);
    await page.getByText('Everyone is already a member').waitFor();
    await picker.press('Escape');

    // Remove them again: the room is closed to them at once.
    await listed.getByRole('button', { name: 'Remove member' }).click();
    await toast(page, 'Member removed successfully');
    await listed.waitFor({ state: 'detached' });
    await members.getByText('No members yet: only administrators can see this room.').waitFor();
    expect(await memberReadStatus(member, privateRoom.id)).toBe(404);
    await members.getByRole('button', { name: 'Close' }).click();
    await members.waitFor({ state: 'detached' });
    await privateRow.getByText('0 members', { exact: false }).waitFor();

    // The group room's messages: sender, time and text (as text, never HTML), newest first.
    await sendToRoom(member, group!.id, `Hail, friends ${uniqueName('hail')}`);
    const markup = `<b>not bold</b> ${uniqueName('tag')}`;
    await sendToRoom(member, group!.id, markup);
    await page.reload();
    await groupRow.getByRole('button', { name: 'View Messages' }).click();
    const messages = page.getByRole('dialog', { name: groupName });
    const items = messages.getByTestId('admin-chat-message');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.first().innerText()).toContain(markup);
    expect(await items.first().locator('b').count()).toBe(0);
    await items.first().getByText(member.user.username, { exact: true }).waitFor();
    expect(await messages.getByText('2 messages in this room').count()).toBe(1);
    // The tile's words are the tile's alone, even with the dialog open.
    expect(await page.getByText('Total Messages').count()).toBe(1);

    // Delete one after confirming.
    await items.first().getByRole('button', { name: 'Delete Message' }).click();
    const confirmMessage = page.getByRole('dialog', { name: 'Delete Message' });
    await confirmMessage.getByText(CONFIRM_MESSAGE).waitFor();
    await confirmMessage.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Message deleted successfully');
    await confirmMessage.waitFor({ state: 'detached' });
    await items.filter({ hasText: markup }).waitFor({ state: 'detached' });
    expect(await items.count()).toBe(1);
    await messages.getByText('1 message in this room').waitFor();
    expect(await roomMessageTexts(group!.id)).toEqual([expect.stringContaining('Hail, friends')]);
    await messages.getByRole('button', { name: 'Close' }).click();
    await messages.waitFor({ state: 'detached' });

    // Delete the private room after confirming.
    await privateRow.getByRole('button', { name: 'Delete Room' }).click();
    const confirmRoom = page.getByRole('dialog', { name: 'Delete Chat Room' });
    await confirmRoom.getByText(CONFIRM_ROOM).waitFor();
    await confirmRoom.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Chat room deleted successfully');
    await privateRow.waitFor({ state: 'detached' });
    expect(await findRoom(privateName)).toBeUndefined();
    await close();
  });

  it('works a report: dismisses one, deletes the message of another', async () => {
    const author = await createAccount({ role: 'member' });
    const reporter = await createAccount({ role: 'member' });
    const room = await createRoom();
    const keptText = `A fair word ${uniqueName('kept')}`;
    const kept = await sendToRoom(author, room.id, keptText);
    const rude = `Something rude ${uniqueName('rude')}`;
    const removed = await sendToRoom(author, room.id, rude);
    const dismissable = await reportRoomMessage(reporter, kept.id, 'Looks like spam');
    const deletable = await reportRoomMessage(reporter, removed.id);

    const { page, close } = await openChat(viewport);
    // The Reports tab says how many wait, and lives in the address.
    await page.getByRole('tab', { name: /Reports/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'reports');
    await page.getByRole(viewport === 'desktop' ? 'table' : 'list', { name: 'Reports' }).waitFor();

    // Each report: the message, its author, the reporter, where, and the reason.
    const keptRow = reportRow(page, keptText);
    await keptRow.getByText(author.user.username, { exact: true }).waitFor();
    await keptRow.getByText(reporter.user.username, { exact: false }).waitFor();
    await keptRow.getByText(`In ${room.name}`, { exact: true }).waitFor();
    await keptRow.getByText('Looks like spam', { exact: false }).waitFor();

    // Dismiss: the report leaves the queue, the message stays.
    await keptRow.getByRole('button', { name: 'Dismiss Report' }).click();
    const confirmDismiss = page.getByRole('dialog', { name: 'Dismiss Report' });
    await confirmDismiss.getByText('Dismiss this report? The message stays where it is.').waitFor();
    await confirmDismiss.getByRole('button', { name: 'Dismiss' }).click();
    await snackbar(page, 'Report dismissed successfully');
    await keptRow.waitFor({ state: 'detached' });
    expect((await findReport(dismissable.id))?.status).toBe('dismissed');
    expect(await roomMessageTexts(room.id)).toContain(keptText);

    // Delete the message: it goes, and so does its report.
    const rudeRow = reportRow(page, rude);
    await rudeRow.getByRole('button', { name: 'Delete Message' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Message' });
    await confirmDelete.getByText(CONFIRM_MESSAGE).waitFor();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Message deleted successfully');
    await rudeRow.waitFor({ state: 'detached' });
    expect((await findReport(deletable.id))?.status).toBe('removed');
    expect(await roomMessageTexts(room.id)).not.toContain(rude);
    await close();
  });
});

describe('chat management', () => {
  it("counts the rooms in the tiles, shows 'System' for a room whose maker is gone, and opens from the dashboard", async () => {
    // A room made by an administrator whose account was deleted since (created_by set null).
    const chief = await createAccount({ role: 'admin' });
    const orphanName = uniqueName('Orphan');
    expect((await api('POST', '/api/admin/chat/rooms', { name: orphanName, type: 'private' }, chief.token)).status).toBe(201);
    const admin = await loginAdmin();
    expect((await api('DELETE', `/api/admin/users/${chief.user.id}`, undefined, admin.token)).status).toBe(200);

    const { page, url, close } = await openPage({ session: admin });
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: /Chat Management/ }).click();
    await seeHeading(page, 'Chat Management');
    expect(new URL(page.url()).pathname).toBe('/admin/chat');
    const orphan = roomRow(page, orphanName);
    await orphan.getByRole('cell', { name: 'System', exact: true }).waitFor();

    // The tiles count the list the page shows.
    const rows = page.getByTestId('admin-room-row');
    const total = await rows.count();
    const privates = await rows.filter({ has: page.getByText('Private', { exact: true }) }).count();
    expect(total).toBeGreaterThan(0);
    expect(await tileValue(page, 'Total Rooms')).toBe(total);
    expect(await tileValue(page, 'Private Rooms')).toBe(privates);
    expect(await tileValue(page, 'Group Rooms')).toBe(total - privates);
    await close();
  });

  it('counts the messages of the room opened last in the Total Messages tile', async () => {
    const member = await createAccount({ role: 'member' });
    const busy = await createRoom();
    const quiet = await createRoom();
    for (const text of ['One', 'Two']) await sendToRoom(member, busy.id, `${text} ${uniqueName('said')}`);
    await sendToRoom(member, quiet.id, `Alone ${uniqueName('said')}`);
    const { page, close } = await openChat('desktop');
    await roomRow(page, busy.name).waitFor();

    // docs/product/back-office.md: "total messages of the opened room": none opened yet, so 0.
    expect(await tileValue(page, 'Total Messages')).toBe(0);
    // Behind the open dialog the tiles are out of the accessibility tree: found by their label.
    const tile = page.locator('section[aria-label="Total Messages"]').getByTestId('stat-value');
    const visit = async (room: { name: string }, count: number) => {
      await roomRow(page, room.name).getByRole('button', { name: 'View Messages' }).click();
      const dialog = page.getByRole('dialog', { name: room.name });
      await dialog.getByTestId('admin-chat-message').first().waitFor();
      await expect.poll(async () => Number(await tile.innerText())).toBe(count);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The closed room's count stays until another room is opened.
      expect(await tileValue(page, 'Total Messages')).toBe(count);
    };
    await visit(busy, 2);
    await visit(quiet, 1);
    await close();
  });

  it('keeps members out', async () => {
    const member = await createAccount({ role: 'member' });
    const { page, url, close } = await openPage({ session: member });
    await page.goto(url('/admin/chat'));
    await seeHeading(page, ACCESS_DENIED);
    expect(await page.getByRole('heading', { name: 'Chat Management' }).count()).toBe(0);
    await close();
  });
});
