// receiveChatUploads() over real HTTP (platform.md §6 Files, member-site.md §5): a small
// Fastify app with the errors plugin, plugins/multipart.ts in the route's scope and a test route
// that calls the service, on a real database and private storage; multipart bodies are sent
// with fetch (FormData) or written by hand with node:http when the test needs to watch the
// bytes go out.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_MESSAGES, LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import errorsPlugin from '../../plugins/errors.js';
import multipartPlugin from '../../plugins/multipart.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { randomUsername } from '../../test/factories.js';
import { systemClock } from '../clock.js';
import { createEventBus } from '../events.js';
import type { FileStorage } from '../file-storage.js';
import { createLocalFileStorage } from '../local-file-storage.js';
import { createSettingsStore, type SettingsStore } from '../settings-store.js';
import { chatUploadRules, receiveChatUploads } from './chat-uploads.js';
import { receiveUploads, type StoredUpload } from './receive-uploads.js';
import { removeStoredFiles } from './remove-stored-files.js';
import { QuotaExceededError, UPLOAD_ERRORS } from './upload-errors.js';
import { openQuotaTicket } from './upload-quota.js';

let database: TestDatabase;
let storage: FileStorage;
let settings: SettingsStore;
let app: FastifyInstance;
let base: string;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createLocalFileStorage(database.dataDir);
  settings = createSettingsStore({ db: database.db, clock: systemClock, events: createEventBus({ error: () => undefined }) });
  const services = { db: database.db, storage, settings, clock: systemClock };

  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    scope.post<{ Params: { user: string } }>('/upload/:user', async (request) => ({
      files: await receiveChatUploads(request, services, { uploaderId: Number(request.params.user) }),
    }));
    scope.post<{ Params: { user: string } }>('/upload-with-fields/:user', async (request) =>
      receiveUploads(
        request,
        services,
        await chatUploadRules(settings, Number(request.params.user), { textFields: ['client_id'] }),
      ),
    );
  });
  // A route without the multipart plugin in its scope.
  app.post('/no-multipart', async (request) => receiveChatUploads(request, services, { uploaderId: 1 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
  await database.cleanup();
});

async function createAccount(): Promise<number> {
  const now = new Date().toISOString();
  const username = randomUsername();
  const row = await database.db.kysely
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.test`,
      password_hash: 'x',
      role: 'member',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let user: number;
beforeEach(async () => {
  user = await createAccount();
});

/** Every file in the private area, temporary ones included. */
function privateFiles(): string[] {
  try {
    return readdirSync(storage.root('private'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

interface Part {
  name: string;
  data: Buffer | string;
  field?: string;
}

async function post(parts: Part[], path = `/upload/${user}`, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) form.append(part.field ?? 'files', new Blob([part.data]), part.name);
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form });
  return {
    status: res.status,
    body: (await res.json()) as { files?: StoredUpload[]; fields?: Record<string, string>; error?: string },
  };
}

/** Posts the files and expects a refusal that leaves the private area as it was. */
async function expectRefused(parts: Part[], status: number, error: string) {
  const before = privateFiles();
  const res = await post(parts);
  expect(res).toEqual({ status, body: { error } });
  expect(privateFiles()).toEqual(before);
}

// Test files: real ones where the test reads their properties, headers only where not.
const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

/** 8-bit mono PCM WAV of `seconds` at 8 kHz. */
function wav(seconds: number): Buffer {
  const samples = Buffer.alloc(8000 * seconds, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28); // bytes per second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const MP4_FTYP = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isommp41', 'latin1')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(120, 0)]);
const PE = Buffer.concat([
  Buffer.from('MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff', 'latin1'),
  Buffer.alloc(200, 0),
  Buffer.from('PE\0\0', 'latin1'),
]);

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
      expect((await storage.stat('private', file.key))?.size).toBe(file.size);
    }
    expect(files[3]!.key.endsWith('.pdf')).toBe(true);
    // Stored as sent, byte for byte (chat images are not re-encoded).
    const stored: Buffer[] = [];
    for await (const chunk of storage.read('private', files[0]!.key)) stored.push(chunk as Buffer);
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
    const res = await postRaw(`/upload/${user}`, [
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
      `/upload/${user}`,
      { caption: 'hello' },
    );
    expect(res.status).toBe(200);
    expect(res.body.files!.map((file) => file.name)).toEqual(['kept.txt']);
  });

  it('reads the text fields asked for (receiveUploads with textFields)', async () => {
    const res = await post([{ name: 'a.txt', data: 'a' }], `/upload-with-fields/${user}`, { client_id: 'c-123', other: 'x' });
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
    const res = await fetch(`${base}/upload/${user}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: SERVER_ERRORS.unsupportedMediaType });
  });

  it('a multipart body without boundary or broken off mid-part: 400, nothing stored', async () => {
    const before = privateFiles();
    const noBoundary = await fetch(`${base}/upload/${user}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toEqual({ error: UPLOAD_ERRORS.malformed });
    const cut = await fetch(`${base}/upload/${user}`, {
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
      port,
      path: `/upload/${user}`,
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
    const res = await fetch(`${base}/no-multipart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(500);
  });
});

describe('size limits', () => {
  it('a file of exactly 52428800 bytes is stored', { timeout: 60_000 }, async () => {
    const res = await streamUpload({ name: 'max.zip', fileBytes: LIMITS.uploadFileBytes });
    expect(res.status).toBe(200);
    const [file] = (JSON.parse(res.body) as { files: StoredUpload[] }).files;
    expect(file!.size).toBe(LIMITS.uploadFileBytes);
    await removeStoredFiles(storage, [file!.key]);
  });

  it('a 60 MB file is refused at 50 MB + 1 byte with 413, while the client is still sending', { timeout: 60_000 }, async () => {
    const before = privateFiles();
    const fileBytes = 60 * 1024 * 1024;
    // The client stops 64 KB past the limit until it has the answer (or for 10 s): a server
    // that read more of the file before judging it would answer only after the hold. So the
    // answer came with at most 50 MB + 64 KB of the file read, and ~10 MB still unsent.
    const holdAt = LIMITS.uploadFileBytes + 64 * 1024;
    const res = await streamUpload({
      name: 'huge.zip',
      fileBytes,
      holdAt,
      before: [{ name: 'small.txt', data: 'stored first, then removed' }],
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: CHAT_MESSAGES.fileTooLarge('huge.zip') });
    expect(res.sentAtResponse).toBeLessThanOrEqual(holdAt);
    expect(res.heldMs).toBeLessThan(5000);
    expect(privateFiles()).toEqual(before);
  });

  it('a too-large file in another field is refused at the limit too, not read to its end', { timeout: 60_000 }, async () => {
    const holdAt = LIMITS.uploadFileBytes + 64 * 1024;
    const res = await streamUpload({ name: 'other.bin', field: 'other', fileBytes: 60 * 1024 * 1024, holdAt });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: CHAT_MESSAGES.fileTooLarge('other.bin') });
    expect(res.heldMs).toBeLessThan(5000);
  });

  it('a Content-Length above 10 files of 50 MB is refused before a byte of the body is read', async () => {
    const res = await headersOnly(`/upload/${user}`, 11 * LIMITS.uploadFileBytes);
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: SERVER_ERRORS.bodyTooLarge }) });
  });
});

describe('the daily quota (chat_upload_quota_mb)', () => {
  afterAll(() => settings.write({ chat_upload_quota_mb: '' }));

  async function uploadedEarlier(bytes: number, hoursAgo: number) {
    await database.db.kysely
      .insertInto('attachments')
      .values({
        uploader_id: user,
        storage_key: `chat/test/${randomUsername()}.txt`,
        name: 'earlier.txt',
        type: 'text/plain',
        size: bytes,
        created_at: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
      })
      .execute();
  }

  it('counts the last 24 hours and refuses a request that would pass the allowance', async () => {
    await settings.write({ chat_upload_quota_mb: '0.01' }); // 10485 bytes
    await uploadedEarlier(8000, 2);
    await uploadedEarlier(1_000_000, 25); // yesterday: not counted
    await expectRefused(
      [
        { name: 'a.txt', data: 'a'.repeat(1500) },
        { name: 'b.txt', data: 'b'.repeat(1500) },
      ],
      413,
      CHAT_ERRORS.quotaExceeded,
    );
    const res = await post([{ name: 'fits.txt', data: 'c'.repeat(2485) }]);
    expect(res.status).toBe(200);
    // Another account's allowance is its own.
    user = await createAccount();
    expect((await post([{ name: 'other.txt', data: 'd'.repeat(3000) }])).status).toBe(200);
  });

  it('refuses from the Content-Length alone when the body cannot fit, before reading it', async () => {
    await settings.write({ chat_upload_quota_mb: '1' });
    const res = await headersOnly(`/upload/${user}`, 3 * 1024 * 1024);
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: CHAT_ERRORS.quotaExceeded }) });
  });

  it('refuses at once when the allowance is used up, and a quota of 0 turns uploads off', async () => {
    await settings.write({ chat_upload_quota_mb: '0' });
    await expectRefused([{ name: 'a.txt', data: 'a' }], 413, CHAT_ERRORS.quotaExceeded);
  });

  it('counts what uploads in progress have streamed, so parallel requests share one allowance', async () => {
    const deps = { db: database.db, clock: systemClock };
    const first = await openQuotaTicket(deps, user, 1000);
    const second = await openQuotaTicket(deps, user, 1000);
    first.take(600);
    expect(second.left()).toBe(400);
    expect(() => second.take(401)).toThrow(QuotaExceededError);
    second.take(400);
    expect(first.left()).toBe(0);
    first.release();
    second.release();
    expect((await openQuotaTicket(deps, user, 1000)).left()).toBe(1000);
  });

  it('falls back to the default for a setting that is not a number', async () => {
    await settings.write({ chat_upload_quota_mb: 'lots' });
    await uploadedEarlier(LIMITS.uploadQuotaBytesDefault - 10, 1);
    // Reaching the allowance exactly is allowed; one byte more is not.
    expect((await post([{ name: 'ten.txt', data: '0123456789' }])).status).toBe(200);
    await uploadedEarlier(10, 0);
    await expectRefused([{ name: 'one.txt', data: 'x' }], 413, CHAT_ERRORS.quotaExceeded);
  });
});

describe('removeStoredFiles', () => {
  it('removes the files and ignores the ones already gone', async () => {
    const res = await post([
      { name: 'a.txt', data: 'a' },
      { name: 'b.txt', data: 'b' },
    ]);
    const keys = res.body.files!.map((file) => file.key);
    expect(await removeStoredFiles(storage, [...keys, 'chat/2020/01/gone.txt'])).toBe(2);
    for (const key of keys) expect(await storage.stat('private', key)).toBeNull();
  });
});

// Hand-written multipart over node:http, for what fetch cannot show: raw part headers, the
// moment the answer arrives while the body is still going out, a body never sent.

const BOUNDARY = '----clanhall-test-boundary';

async function postRaw(path: string, parts: { header: string; data: string }[]): Promise<{ status: number; body: string }> {
  const body = Buffer.concat([
    ...parts.map((part) => Buffer.from(`--${BOUNDARY}\r\n${part.header}\r\n\r\n${part.data}\r\n`, 'utf8')),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/** Sends only the headers of a POST with this Content-Length, and waits for the answer. */
function headersOnly(path: string, contentLength: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': contentLength },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

/**
 * Streams a multipart body with one zip-looking file of `fileBytes` (after `before` small
 * files), generated as it goes; resolves with the answer and how many file bytes had been
 * written when it arrived.
 */
function streamUpload(options: {
  name: string;
  fileBytes: number;
  field?: string;
  holdAt?: number;
  before?: { name: string; data: string }[];
}) {
  const head = Buffer.concat([
    ...(options.before ?? []).map((part) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\n\r\n${part.data}\r\n`,
      ),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'files'}"; filename="${options.name}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
  ]);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0);
  Buffer.from('PK\x05\x06', 'latin1').copy(chunk);
  const zeros = Buffer.alloc(64 * 1024, 0);

  return new Promise<{ status: number; body: string; sentAtResponse: number; heldMs: number }>((resolve, reject) => {
    let sent = 0;
    let sentAtResponse = -1;
    let heldMs = 0;
    let releaseHold: (() => void) | undefined;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: `/upload/${user}`,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + options.fileBytes + tail.length,
      },
    });
    req.on('response', (res) => {
      sentAtResponse = sent;
      releaseHold?.();
      let body = '';
      res.on('data', (data: Buffer) => (body += data.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentAtResponse, heldMs });
        req.destroy();
      });
    });
    // The server may close the connection once it has answered; the answer is what counts.
    req.on('error', (error) => (sentAtResponse < 0 ? reject(error) : undefined));
    req.write(head);
    const hold = () => {
      const started = Date.now();
      const timer = setTimeout(() => releaseHold?.(), 10_000);
      releaseHold = () => {
        releaseHold = undefined;
        clearTimeout(timer);
        heldMs = Date.now() - started;
        write();
      };
    };
    const write = () => {
      while (sent < options.fileBytes && !req.destroyed) {
        if (sent === options.holdAt && sentAtResponse < 0 && heldMs === 0 && !releaseHold) return hold();
        const piece = (sent === 0 ? chunk : zeros).subarray(0, Math.min(zeros.length, options.fileBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end(tail);
    };
    write();
  });
}
