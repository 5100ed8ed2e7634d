// Stored images through the API (docs/product/content.md, issue 6 §3): re-encoded and bounded, metadata
// stripped, refused with a 400 naming the field when they do not decode, limited per account,
// and removed from disk once no row refers to them.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const dataUrl = (bytes: Buffer, type = 'jpeg') => `data:image/${type};base64,${bytes.toString('base64')}`;
const photo = (width: number, height: number, colour = '#aa5533') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Clanhall Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
const fileOf = (url: string) => join(t.database.dataDir, 'uploads', 'images', basename(url));

function savePost(payload: Record<string, unknown>, id?: number, auth = admin.auth) {
  return t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/blog-posts/${id}` : '/api/admin/blog-posts',
    headers: auth,
    payload: { title: 'Pictured', content: 'A tale with a picture.', ...payload },
  });
}

describe('stored images', () => {
  it('are re-encoded: at most 1200 px on the longer side, GPS and other metadata gone', async () => {
    const input = await photo(2400, 1600);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await savePost({ image_url: dataUrl(input) });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().post.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Clanhall Camera'))).toBe(false);
  });

  it('refuses data that does not decode as the image it claims to be, naming the field', async () => {
    const truncated = (await photo(400, 300)).subarray(0, 200);
    for (const value of [dataUrl(truncated), dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'png')]) {
      const res = await savePost({ image_url: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `image_url: ${SERVER_ERRORS.invalidImage}` });
    }
  });

  it('removes a stored file once no row refers to it: on replacing the picture and on deleting the post', async () => {
    const first = (await savePost({ image_url: dataUrl(await photo(300, 200, '#112233')) })).json().post;
    expect(existsSync(fileOf(first.image_url))).toBe(true);
    const replaced = (await savePost({ image_url: dataUrl(await photo(300, 200, '#445566')) }, first.id)).json().post;
    expect(replaced.image_url).not.toBe(first.image_url);
    expect(existsSync(fileOf(first.image_url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${first.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(existsSync(fileOf(replaced.image_url))).toBe(false);
  });

  it('keeps a file two rows share until the last of them lets go', async () => {
    const bytes = await photo(320, 200, '#778899');
    const a = (await savePost({ image_url: dataUrl(bytes) })).json().post;
    const b = (await savePost({ image_url: dataUrl(bytes) })).json().post;
    expect(b.image_url).toBe(a.image_url);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${a.id}`, headers: admin.auth });
    expect(existsSync(fileOf(a.image_url))).toBe(true);
    // The avatar column counts too: a user's picture shares the same file.
    const member = await createUser(t.app);
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: member.auth, payload: { avatar_url: dataUrl(bytes) } });
    expect(avatar.json().user.avatar_url).toBe(a.image_url);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${b.id}`, headers: admin.auth });
    expect(existsSync(fileOf(a.image_url))).toBe(true);
  });

  it('sweeps files no row refers to (left by a crash), sparing young ones', async () => {
    const url = await t.services.images.store(await photo(200, 100, '#010203'));
    expect(await t.services.images.sweep(60 * 60 * 1000)).toBe(0);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await t.services.images.sweep(0)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it(`limits image writes per account: ${LIMITS.imageWritesPerAccount} in the window, then 429`, async () => {
    const writer = await createUser(t.app, { role: 'admin' });
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    for (let i = 0; i < LIMITS.imageWritesPerAccount; i++) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: writer.auth, payload: { avatar_url: dataUrl(small, 'png') } });
      expect(res.statusCode, `write ${i + 1}`).toBe(200);
    }
    const refused = await savePost({ image_url: dataUrl(small, 'png') }, undefined, writer.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: SERVER_ERRORS.tooManyImageWrites });
    // URLs are not image writes, and other accounts are not affected.
    expect((await savePost({ image_url: 'https://images.example.test/a.jpg' }, undefined, writer.auth)).statusCode).toBe(201);
    expect((await savePost({ image_url: dataUrl(small, 'png') })).statusCode).toBe(201);
  });
});
