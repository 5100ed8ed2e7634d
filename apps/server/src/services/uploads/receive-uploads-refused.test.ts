// receiveChatUploads() over real HTTP (docs/product/chat.md Files): the uploads it
// refuses, and that a refusal leaves nothing stored, files already written included: wrong or
// disallowed content, too many files, bodies that are not multipart or are broken off (written
// by hand), a client that goes away mid-file. The server (the errors plugin,
// plugins/multipart.ts in the route's scope and a test route that calls the service, on a real
// database and private storage) and the multipart helpers are in upload-test-kit.ts.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_MESSAGES, SERVER_ERRORS } from '@clanhall/shared';
import { UPLOAD_ERRORS } from './upload-errors.js';
import { ELF, PE, pngOf, wav } from './upload-fixtures.js';
import { BOUNDARY, useUploadServer } from './upload-test-kit.js';

const kit = useUploadServer();
const { expectRefused, privateFiles } = kit;

describe('refused uploads leave nothing stored', () => {
  it('zero files: 400', async () => {
    await expectRefused([], 400, CHAT_ERRORS.noFiles);
  });

  it('11 files: 400 Maximum 10 files allowed, the 10 already stored removed', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` }));
    await expectRefused(files, 400, CHAT_MESSAGES.tooManyFiles);
  });

  it.each([
    ['evil.jpg', ELF],
    ['evil.pdf', ELF],
    ['setup.pdf', PE],
    ['setup.jpg', PE],
    ['run.txt', Buffer.from('#!/bin/sh\necho owned\n')],
    ['elf.txt', ELF],
    ['nul.txt', Buffer.from('looks like text\0but is not')],
    ['latin1.txt', Buffer.from('caf\xe9', 'latin1')],
    ['fake.png', Buffer.from('not a png at all')],
    ['fake.mp3', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('%s with the wrong content: 415', async (name, data) => {
    await expectRefused([{ name, data }], 415, CHAT_MESSAGES.fileType(name));
  });

  it('an image whose decoder disagrees with its signature: 415', async () => {
    const broken = Buffer.concat([(await pngOf(2, 2)).subarray(0, 16), Buffer.alloc(64, 0xaa)]);
    await expectRefused([{ name: 'broken.png', data: broken }], 415, CHAT_MESSAGES.fileType('broken.png'));
  });

  it.each(['page.html', 'logo.svg', 'app.js', 'tool.exe', 'README', 'archive.tar.gz'])(
    '%s (type not allowed): 415',
    async (name) => {
      await expectRefused([{ name, data: 'whatever' }], 415, CHAT_MESSAGES.fileType(name));
    },
  );

  it('one bad file among good ones: 415, and the good ones already stored are removed', async () => {
    await expectRefused(
      [
        { name: 'good.png', data: await pngOf(4, 4) },
        { name: 'good.txt', data: 'fine' },
        { name: 'tone.wav', data: wav(1) },
        { name: 'bad.jpg', data: ELF },
        { name: 'never-read.txt', data: 'after the refusal' },
      ],
      415,
      CHAT_MESSAGES.fileType('bad.jpg'),
    );
  });

  it('not multipart: 415', async () => {
    const res = await fetch(`${kit.base}/upload/${kit.user}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: SERVER_ERRORS.unsupportedMediaType });
  });

  it('a multipart body without boundary or broken off mid-part: 400, nothing stored', async () => {
    const before = privateFiles();
    const noBoundary = await fetch(`${kit.base}/upload/${kit.user}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toEqual({ error: UPLOAD_ERRORS.malformed });
    const cut = await fetch(`${kit.base}/upload/${kit.user}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhalf a fi',
    });
    expect(cut.status).toBe(400);
    expect(privateFiles()).toEqual(before);
  });

  it('a client that goes away mid-file leaves nothing stored', async () => {
    const before = privateFiles();
    const req = http.request({
      host: '127.0.0.1',
      port: kit.port,
      path: `/upload/${kit.user}`,
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': 10 * 1024 * 1024 },
    });
    req.on('error', () => undefined);
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="whole.txt"\r\n\r\ncomplete\r\n`);
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="half.txt"\r\n\r\n`);
    req.write('x'.repeat(256 * 1024));
    // The first file is stored and the second is on its way (its temporary file)…
    await expect.poll(() => privateFiles().length, { timeout: 5000 }).toBe(before.length + 2);
    // …when the client goes away.
    req.destroy();
    await expect.poll(privateFiles, { timeout: 5000 }).toEqual(before);
  });

  it('a route without the multipart plugin is a wiring error, not a silent pass', async () => {
    const res = await fetch(`${kit.base}/no-multipart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(500);
  });
});
