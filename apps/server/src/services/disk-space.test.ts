// The disk's reserve (docs/product/chat.md, disk-space.ts): an upload that would leave less than
// UPLOAD_RESERVE_MB free on DATA_DIR's disk is refused with 507 'The server is out of storage
// space.', chat files and stored images alike, and the back office's dashboard shows the disk.
// The app is given a disk whose free space the test sets (a real DiskSpace over a made-up
// filesystem); the last case uses the real filesystem with a reserve larger than any disk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { TINY_PNG_DATA_URL } from '../test/factories.js';
import { createDiskSpace } from './disk-space.js';
import { textFileForm } from './uploads/upload-fixtures.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const OUT_OF_STORAGE = { error: SERVER_ERRORS.outOfStorage };
const PNG_BYTES = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64').length;

/** Every file under DATA_DIR's two upload areas. */
function storedFiles(t: TestApp): string[] {
  return ['uploads', 'private'].flatMap((area) => {
    try {
      return readdirSync(join(t.database.dataDir, area), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  });
}

async function groupRoom(t: TestApp, admin: CreatedUser): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/chat/rooms', headers: admin.auth, payload: { name: `Hall ${Date.now()}`, type: 'group' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().room.id as number;
}

describe('claims on the free space', () => {
  it('count what parallel uploads stream after the disk was read, so two cannot take the same room', async () => {
    const disk = createDiskSpace({ reserveBytes: 100, measure: async () => ({ freeBytes: 1100, totalBytes: 5000 }) });
    const first = await disk.claim();
    const second = await disk.claim();
    expect(first.left()).toBe(1000);
    first.take(600);
    expect(second.left()).toBe(400);
    expect(() => second.take(401)).toThrow(SERVER_ERRORS.outOfStorage);
    second.take(400);
    expect(() => first.take(1)).toThrow(SERVER_ERRORS.outOfStorage);
    expect(await disk.usage()).toEqual({ freeBytes: 1100, totalBytes: 5000, reserveBytes: 100 });
  });
});

describe('uploads on a disk near its reserve', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let room: number;
  const filesystem = { freeBytes: 0, totalBytes: 40 * GB };
  const reserveBytes = 512 * MB;
  /** The disk has this much free above the reserve (for the uploads of the next request). */
  const leaveRoom = (bytes: number) => (filesystem.freeBytes = reserveBytes + bytes);

  beforeAll(async () => {
    const disk = createDiskSpace({ reserveBytes, measure: async () => ({ ...filesystem }) });
    t = await buildTestApp({}, { services: { disk } });
    admin = await createUser(t.app, { role: 'admin' });
    room = await groupRoom(t, admin);
  });
  afterAll(() => t.close());

  const sendFile = (user: CreatedUser, name: string, bytes: number) => {
    const form = textFileForm(name, bytes);
    return t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room}/files`, headers: { ...user.auth, ...form.headers }, payload: form.payload });
  };

  it('refuses a chat file that would cross the reserve with 507, storing nothing, and takes one that fits', async () => {
    const member = await createUser(t.app);
    leaveRoom(4000);
    const before = storedFiles(t);
    // The body's Content-Length already tells it cannot fit.
    expect((await sendFile(member, 'big.txt', 1 * MB)).json()).toEqual(OUT_OF_STORAGE);
    // Too small for the Content-Length to tell: refused as its bytes pass the reserve.
    const crossing = await sendFile(member, 'crossing.txt', 5000);
    expect(crossing.statusCode).toBe(507);
    expect(crossing.json()).toEqual(OUT_OF_STORAGE);
    expect(storedFiles(t)).toEqual(before);
    expect((await sendFile(member, 'fits.txt', 3000)).statusCode).toBe(201);
    // No room left at all: refused before reading.
    leaveRoom(0);
    expect((await sendFile(member, 'one.txt', 1)).statusCode).toBe(507);
  });

  it('refuses an avatar, a post cover and a product image the same way, and stores them when there is room', async () => {
    const member = await createUser(t.app);
    const writes = [
      () => t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: member.auth, payload: { avatar_url: TINY_PNG_DATA_URL } }),
      () => t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: admin.auth, payload: { title: 'Covered', content: 'A tale.', image_url: TINY_PNG_DATA_URL } }),
      () => t.app.inject({ method: 'POST', url: '/api/admin/shop/products', headers: admin.auth, payload: { name: 'Torc', price: 12, image_url: TINY_PNG_DATA_URL } }),
    ];
    leaveRoom(PNG_BYTES - 1);
    const before = storedFiles(t);
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual(OUT_OF_STORAGE);
    }
    expect(storedFiles(t)).toEqual(before);
    leaveRoom(PNG_BYTES);
    for (const write of writes) expect((await write()).statusCode).toBeLessThan(300);
  });

  it('shows the disk on the dashboard: free, total and the reserve', async () => {
    leaveRoom(3 * GB);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().storage).toEqual({ free_bytes: reserveBytes + 3 * GB, total_bytes: 40 * GB, reserve_bytes: reserveBytes });
  });
});

describe('the real disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    // About 954 TB: more than this machine's disk has free.
    t = await buildTestApp({ UPLOAD_RESERVE_MB: '999999999' });
  });
  afterAll(() => t.close());

  it('is read with statfs: a reserve larger than the disk refuses every upload, and the dashboard shows the disk', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const room = await groupRoom(t, admin);
    const form = textFileForm('note.txt', 10);
    const res = await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room}/files`, headers: { ...admin.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(OUT_OF_STORAGE);

    const { storage } = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: admin.auth })).json();
    expect(storage.reserve_bytes).toBe(999999999 * MB);
    expect(storage.total_bytes).toBeGreaterThan(0);
    expect(storage.free_bytes).toBeGreaterThan(0);
    expect(storage.free_bytes).toBeLessThanOrEqual(storage.total_bytes);
  });
});
