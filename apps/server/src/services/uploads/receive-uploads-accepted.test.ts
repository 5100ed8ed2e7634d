// receiveChatUploads() over real HTTP (docs/product/chat.md Files): the uploads it
// accepts, stored with their type, size and properties under a safe name, and removeStoredFiles()
// on what it stored. The server (the errors plugin, plugins/multipart.ts in the route's scope and
// a test route that calls the service, on a real database and private storage) and the multipart
// helpers, fetch (FormData) or written by hand, are in upload-test-kit.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import type { StoredUpload } from './receive-uploads.js';
import { removeStoredFiles } from './remove-stored-files.js';
import { EMPTY_ZIP, MP4_FTYP, PDF, pngOf, wav } from './upload-fixtures.js';
import { useUploadServer } from './upload-test-kit.js';

const kit = useUploadServer();
const { post, postRaw, privateFiles } = kit;

describe('accepted uploads', () => {
  it('stores images, documents, audio, video and archives with their type, size and properties', async () => {
    const png = await pngOf(3, 2);
    const webp = await sharp({ create: { width: 5, height: 7, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const res = await post([
      { name: 'photo.png', data: png },
      { name: 'tall.webp', data: webp },
      { name: 'notes.txt', data: 'Hello, chat 😀\n' },
      { name: 'paper.PDF', data: PDF },
      { name: 'tone.wav', data: wav(2) },
      { name: 'clip.mp4', data: MP4_FTYP },
      { name: 'empty.zip', data: EMPTY_ZIP },
    ]);
    expect(res.status).toBe(200);
    const files = res.body.files!;
    expect(files.map(({ key: _key, ...rest }) => rest)).toEqual([
      { name: 'photo.png', type: 'image/png', size: png.length, width: 3, height: 2, duration: null },
      { name: 'tall.webp', type: 'image/webp', size: webp.length, width: 5, height: 7, duration: null },
      {
        name: 'notes.txt',
        type: 'text/plain',
        size: Buffer.byteLength('Hello, chat 😀\n'),
        width: null,
        height: null,
        duration: null,
      },
      { name: 'paper.PDF', type: 'application/pdf', size: PDF.length, width: null, height: null, duration: null },
      { name: 'tone.wav', type: 'audio/wav', size: 44 + 16000, width: null, height: null, duration: 2 },
      // A bare ftyp box is an MP4 by type, but has no duration to read.
      { name: 'clip.mp4', type: 'video/mp4', size: MP4_FTYP.length, width: null, height: null, duration: null },
      { name: 'empty.zip', type: 'application/zip', size: EMPTY_ZIP.length, width: null, height: null, duration: null },
    ]);
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    for (const file of files) {
      expect(file.key).toMatch(new RegExp(`^chat/${month}/[0-9a-f]{32}\\.[a-z0-9]+$`));
      expect((await kit.storage.stat('private', file.key))?.size).toBe(file.size);
    }
    expect(files[3]!.key.endsWith('.pdf')).toBe(true);
    // Stored as sent, byte for byte (chat images are not re-encoded).
    const stored: Buffer[] = [];
    for await (const chunk of kit.storage.read('private', files[0]!.key)) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored).equals(png)).toBe(true);
    // Nothing temporary is left beside them.
    expect(privateFiles().some((path) => path.includes('/.'))).toBe(false);
  });

  it('gives a JPEG its displayed size (EXIF orientation applied)', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await post([{ name: 'rotated.jpeg', data: jpeg }]);
    expect(res.body.files?.[0]).toMatchObject({ type: 'image/jpeg', width: 4, height: 8 });
  });

  it('shows the file name without its path or control characters', async () => {
    const res = await postRaw(`/upload/${kit.user}`, [
      {
        header: 'Content-Disposition: form-data; name="files"; filename="C:\\\\Users\\\\me\\\\re\x07port\u202e\ttwo.txt"',
        data: 'text',
      },
      { header: 'Content-Disposition: form-data; name="files"; filename="../../../etc/passwd.txt"', data: 'root' },
      {
        header: `Content-Disposition: form-data; name="files"; filename*=UTF-8''${encodeURIComponent('na\u00efve\u0000 r\u00e9sum\u00e9.txt')}`,
        data: 'cv',
      },
    ]);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { files: StoredUpload[] }).files.map((file) => file.name)).toEqual([
      'report two.txt',
      'passwd.txt',
      'naïve résumé.txt',
    ]);
  });

  it('ignores other fields, files of other fields and empty file inputs', async () => {
    const res = await post(
      [
        { name: 'other.txt', data: 'not one of the files', field: 'attachment' },
        { name: '', data: '' },
        { name: 'kept.txt', data: 'one of the files' },
      ],
      `/upload/${kit.user}`,
      { caption: 'hello' },
    );
    expect(res.status).toBe(200);
    expect(res.body.files!.map((file) => file.name)).toEqual(['kept.txt']);
  });

  it('reads the text fields asked for (receiveUploads with textFields)', async () => {
    const res = await post([{ name: 'a.txt', data: 'a' }], `/upload-with-fields/${kit.user}`, { client_id: 'c-123', other: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual({ client_id: 'c-123' });
    expect(res.body.files).toHaveLength(1);
  });

  it('takes exactly 10 files', async () => {
    const res = await post(Array.from({ length: LIMITS.uploadFilesMax }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` })));
    expect(res.status).toBe(200);
    expect(res.body.files).toHaveLength(10);
  });
});

describe('removeStoredFiles', () => {
  it('removes the files and ignores the ones already gone', async () => {
    const res = await post([
      { name: 'a.txt', data: 'a' },
      { name: 'b.txt', data: 'b' },
    ]);
    const keys = res.body.files!.map((file) => file.key);
    expect(await removeStoredFiles(kit.storage, [...keys, 'chat/2020/01/gone.txt'])).toBe(2);
    for (const key of keys) expect(await kit.storage.stat('private', key)).toBeNull();
  });
});
