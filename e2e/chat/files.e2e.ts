// Files in chat (docs/product/chat.md Messages: the Send Files dialog, the attachment menu, the
// video player dialog; docs/product/chat.md 'File upload', 'Files'): sending with a progress
// bar to a member who sees the files arrive, the spec's refusals in the browser and the
// server's, Cancel, download and delete from the menu, and video and audio, at both widths.
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { openPage, useBrowser, WIDTHS, type ViewportName } from '../support/browser.js';
import { befriend, chatMember, chatTag, seeMessage, waitForLive } from '../support/chat.js';
import { holdRoute, snackbar } from '../support/ui.js';
import { jpeg, minutesSeconds, mp4, pdf, text, uploadToConversation, wav, type TestFile } from './files-fixtures.js';

useBrowser();

const FILES_ROUTE = '**/api/chat/conversations/*/files';

/** Two friends, each with the conversation open in a browser of their own. */
async function openPair(viewport: ViewportName) {
  const tag = chatTag();
  const [ana, bran] = await Promise.all([chatMember(tag, 'ana'), chatMember(tag, 'bran')]);
  const conversation = await befriend(ana!, bran!);
  const a = await openPage({ viewport, session: ana });
  const b = await openPage({ viewport, session: bran });
  await a.page.goto(a.url(`/messages?conversation=${conversation}`));
  await b.page.goto(b.url(`/messages?conversation=${conversation}`));
  await Promise.all([waitForLive(a.page), waitForLive(b.page)]);
  return { ana: ana!, bran: bran!, conversation, a, b };
}

async function openSendFiles(page: Page) {
  await page.getByRole('button', { name: 'Attach files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Files' });
  await dialog.getByText('No files chosen yet.').waitFor();
  return dialog;
}

const choose = (page: Page, files: TestFile[] | string) => page.getByTestId('send-files-input').setInputFiles(files);

const chosenNames = (page: Page) =>
  page.getByRole('list', { name: 'Files to send' }).getByTestId('chosen-file-name').allTextContents();

async function messageCount(session: { token: string }, conversation: number) {
  return (await api<{ messages: unknown[] }>('GET', `/api/chat/messages/${conversation}`, undefined, session.token)).body.messages
    .length;
}

describe.each<ViewportName>(WIDTHS)('chat files at %s width', (viewport) => {
  it('sends chosen files with a caption and a progress bar; the other member sees them arrive', async () => {
    const { bran, conversation, a, b } = await openPair(viewport);
    const dialog = await openSendFiles(a.page);
    await choose(a.page, [jpeg('feast.jpg'), pdf('plan.pdf')]);
    expect(await chosenNames(a.page)).toEqual(['feast.jpg', 'plan.pdf']);
    expect(await dialog.getByTestId('send-files-summary').textContent()).toMatch(/^2 files · \d+ KB$/);
    // Taken off the list, and back.
    await dialog.getByRole('button', { name: 'Remove plan.pdf' }).click();
    expect(await chosenNames(a.page)).toEqual(['feast.jpg']);
    await choose(a.page, [pdf('plan.pdf')]);
    await dialog.getByLabel('Message (optional)').fill('For the feast');

    const held = await holdRoute(a.page, FILES_ROUTE);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await held.wasRequested;
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByText(/^(Uploading\.\.\. \d+%|Checking the files\.\.\.)$/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Remove feast.jpg' }).isDisabled()).toBe(true);
    held.release();
    await snackbar(a.page, 'Files sent successfully!');
    await dialog.waitFor({ state: 'hidden' });

    // Bran's screen: the picture sized from its stored dimensions and lazy, the document's card.
    await seeMessage(b.page, 'For the feast');
    const picture = b.page.getByRole('img', { name: 'feast.jpg' });
    await picture.waitFor();
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
    await b.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="feast.jpg"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await b.page.getByText('plan.pdf', { exact: true }).waitFor();
    // Ana's own screen shows the message once (the answer and the socket's echo).
    await seeMessage(a.page, 'For the feast');
    expect(await a.page.getByRole('img', { name: 'feast.jpg' }).count()).toBe(1);
    expect(await messageCount(bran, conversation)).toBe(1);
    await a.close();
    await b.close();
  });
});

// At desktop width only: the layout these tests check is the same at 390 px (decision 022).
describe('chat files (desktop)', () => {
  const viewport: ViewportName = 'desktop';
  it("refuses in the browser what the spec does not allow, with the spec's messages", async () => {
    const { a, b } = await openPair(viewport);
    await b.close();
    const dialog = await openSendFiles(a.page);
    const alert = dialog.getByRole('alert');

    await choose(a.page, [
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      text('list.txt'),
    ]);
    await alert.filter({ hasText: 'tool.exe is not a supported file type' }).waitFor();
    expect(await chosenNames(a.page)).toEqual(['list.txt']);

    // docs/product/chat.md: at most 10 per selection, and one send carries at most 10.
    const eleven = Array.from({ length: 11 }, (_, i) => text(`part-${i + 1}.txt`));
    await choose(a.page, eleven);
    await alert.filter({ hasText: 'Maximum 10 files allowed' }).waitFor();
    expect(await chosenNames(a.page)).toEqual(['list.txt']);
    await choose(a.page, eleven.slice(0, 10));
    await alert.filter({ hasText: 'Maximum 10 files allowed' }).waitFor();
    await choose(a.page, eleven.slice(0, 9));
    await alert.waitFor({ state: 'hidden' });
    expect(await chosenNames(a.page)).toHaveLength(10);

    // 52428800 bytes pass, one more does not (a sparse file: nothing is written).
    const folder = mkdtempSync(join(tmpdir(), 'clanhall-files-'));
    try {
      const big = join(folder, 'saga.zip');
      const fd = openSync(big, 'w');
      ftruncateSync(fd, 52428801);
      closeSync(fd);
      await dialog.getByRole('button', { name: 'Remove list.txt' }).click();
      await choose(a.page, big);
      await alert.filter({ hasText: 'saga.zip is too large. Maximum size is 50 MB' }).waitFor();
      expect(await chosenNames(a.page)).toHaveLength(9);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await a.close();
  });

  it("shows the server's refusals and failures, keeps the files for another try, and cancels an upload", async () => {
    const { ana, conversation, a, b } = await openPair(viewport);
    await b.close();
    const dialog = await openSendFiles(a.page);
    const alert = dialog.getByRole('alert');
    const send = dialog.getByRole('button', { name: 'Send', exact: true });

    // The server checks the content too (docs/product/chat.md): text named .png is refused, its text shown.
    await choose(a.page, [{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') }]);
    await send.click();
    await alert.filter({ hasText: 'fake.png is not a supported file type' }).waitFor();
    expect(await chosenNames(a.page)).toEqual(['fake.png']);
    await dialog.getByRole('button', { name: 'Remove fake.png' }).click();
    await choose(a.page, [text('runes.txt')]);

    // Over the daily quota: the server's 413 text.
    await a.page.route(FILES_ROUTE, (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'You have reached your upload limit for today. Please try again tomorrow.' }),
      }),
    );
    await send.click();
    await alert.filter({ hasText: 'You have reached your upload limit for today. Please try again tomorrow.' }).waitFor();
    await a.page.unroute(FILES_ROUTE);

    // The connection fails: the spec's network message.
    await a.page.route(FILES_ROUTE, (route) => route.abort('failed'));
    await send.click();
    await alert.filter({ hasText: 'Failed to upload files. Please try again.' }).waitFor();
    await a.page.unroute(FILES_ROUTE);

    // Cancel while the bytes are on their way: aborted, nothing sent, the list kept.
    await a.page.route(FILES_ROUTE, () => undefined);
    await send.click();
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Upload cancelled. Nothing was sent.' }).waitFor();
    expect(await chosenNames(a.page)).toEqual(['runes.txt']);
    expect(await send.isEnabled()).toBe(true);
    await a.page.unroute(FILES_ROUTE);
    expect(await messageCount(ana, conversation)).toBe(0);

    // And now it goes.
    await send.click();
    await snackbar(a.page, 'Files sent successfully!');
    await a.page.getByText('runes.txt', { exact: true }).waitFor();
    expect(await messageCount(ana, conversation)).toBe(1);
    // Cancel with nothing under way just closes.
    await openSendFiles(a.page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await a.close();
  });

  it('downloads from the attachment menu and deletes after asking; the other member sees the file go', async () => {
    const { ana, conversation, a, b } = await openPair(viewport);
    const file = pdf('minutes.pdf');
    await uploadToConversation(ana, conversation, [file, jpeg('map.jpg')], 'Council minutes');
    await seeMessage(b.page, 'Council minutes');
    await seeMessage(a.page, 'Council minutes');

    // Bran did not upload it: Download only.
    await b.page.getByRole('button', { name: 'Options for minutes.pdf' }).click();
    const menu = b.page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Download']);
    const downloading = b.page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('minutes.pdf');
    expect(readFileSync(await download.path())).toEqual(file.buffer);

    // Ana's right click on the picture opens the same menu at the pointer, with Delete.
    await a.page.getByRole('img', { name: 'map.jpg' }).click({ button: 'right' });
    await a.page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Delete File' });
    await confirm.getByText('Delete "map.jpg"? It is removed for everyone in this chat and cannot be undone.').waitFor();
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await a.page.getByRole('img', { name: 'map.jpg' }).waitFor();

    await a.page.getByRole('button', { name: 'Options for map.jpg' }).click();
    await a.page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await snackbar(a.page, 'File deleted');
    await a.page.getByRole('img', { name: 'map.jpg' }).waitFor({ state: 'detached' });
    await b.page.getByRole('img', { name: 'map.jpg' }).waitFor({ state: 'detached' });
    // The message and its other file stay.
    await b.page.getByText('minutes.pdf', { exact: true }).waitFor();
    await seeMessage(b.page, 'Council minutes');
    await a.close();
    await b.close();
  });

  it('plays a video in the player dialog with its length as minutes:seconds; audio plays in place', async () => {
    const { ana, conversation, a, b } = await openPair(viewport);
    await a.close();
    const message = await uploadToConversation(ana, conversation, [mp4('raid.mp4'), wav('horn.wav', 2)]);
    const [video, audio] = message.attachments;
    // The hero loop lasts 8 seconds.
    const length = '0:08';

    // The tile shows the length the server read at upload (its size when the headers did not tell).
    const tile = b.page.getByRole('button', { name: 'Play video raid.mp4' });
    await tile.waitFor();
    expect(await tile.getByTestId('video-duration').textContent()).toBe(
      video!.duration === null ? '171 KB' : minutesSeconds(video!.duration),
    );
    await tile.click();
    const player = b.page.getByRole('dialog', { name: 'raid.mp4' });
    await player.getByTestId('video-player-duration').filter({ hasText: length }).waitFor();
    // The signed URL serves the video: the browser reads its metadata.
    await b.page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('video[aria-label="raid.mp4"]')?.readyState ?? 0) >= 1,
    );
    await player.getByRole('button', { name: 'Close' }).click();
    await player.waitFor({ state: 'hidden' });

    const sound = b.page.locator('audio[aria-label="horn.wav"]');
    await sound.waitFor({ state: 'attached' });
    expect(await sound.getAttribute('preload')).toBe('none');
    await b.page.getByText(`16 KB · ${minutesSeconds(audio!.duration!)}`).waitFor();
    await b.close();
  });
});
