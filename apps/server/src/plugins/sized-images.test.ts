// Narrower copies of stored images for srcsets (plugins/uploads.ts, image-store sized(),
// packages/shared image-sizes.ts): made from the original on first request, at most the asked
// width, same format, cached for good; refused for widths and names that are not ours; and gone
// with their original.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, sizedImageUrl, storedImageSrcSet } from '@clanhall/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f5a' } })[format]().toBuffer();
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const onDisk = (...parts: string[]) => join(t.database.dataDir, 'uploads', ...parts);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /uploads/sized/:width/:name', () => {
  it('serves a stored image at most that wide, in its own format, made once and cached for good', async () => {
    const url = await t.services.images.store(await picture(1200, 900));
    const sized = sizedImageUrl(url, 480)!;
    expect(sized).toBe(`/uploads/sized/480/${nameOf(url)}`);
    expect(existsSync(onDisk('sized', '480', nameOf(url)))).toBe(false);

    const res = await get(sized);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    expect(res.rawPayload.length).toBeLessThan((await get(url)).rawPayload.length);
    expect(existsSync(onDisk('sized', '480', nameOf(url)))).toBe(true);

    const again = await get(sized);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never enlarges: a narrower original is served at its own width', async () => {
    const url = await t.services.images.store(await picture(300, 200, 'png'));
    const res = await get(sizedImageUrl(url, 800)!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it('makes a copy once however many ask for it at the same time', async () => {
    const url = await t.services.images.store(await picture(1000, 1000));
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(sizedImageUrl(url, 800)!)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
  });

  it.each([
    ['a width that is not offered', (name: string) => `/uploads/sized/600/${name}`],
    ['a width that is no number', (name: string) => `/uploads/sized/big/${name}`],
    ['a name that is not a stored image', () => '/uploads/sized/480/..%2Fjwt-secret'],
    ['a name with another extension', (name: string) => `/uploads/sized/480/${name.replace(/\.jpg$/, '.svg')}`],
    ['an image that is not stored', () => `/uploads/sized/480/${'0'.repeat(32)}.jpg`],
  ])('answers 404 for %s', async (_label, path) => {
    const url = await t.services.images.store(await picture(640, 480));
    const res = await get(path(nameOf(url)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.fileNotFound });
  });

  it('goes with its original when no row refers to it any more', async () => {
    const url = await t.services.images.store(await picture(900, 600));
    t.services.images.settle([url]);
    expect((await get(sizedImageUrl(url, 480)!)).statusCode).toBe(200);
    expect(existsSync(onDisk('sized', '480', nameOf(url)))).toBe(true);
    await t.services.images.release([url]);
    expect(existsSync(onDisk('images', nameOf(url)))).toBe(false);
    expect(existsSync(onDisk('sized', '480', nameOf(url)))).toBe(false);
    expect((await get(sizedImageUrl(url, 480)!)).statusCode).toBe(404);
  });
});

describe('storedImageSrcSet', () => {
  it('lists the copies and the original for a stored image, and nothing for any other URL', () => {
    const url = `/uploads/images/${'a'.repeat(32)}.webp`;
    expect(storedImageSrcSet(url)).toBe(
      `/uploads/sized/480/${'a'.repeat(32)}.webp 480w, /uploads/sized/800/${'a'.repeat(32)}.webp 800w, ${url} 1200w`,
    );
    expect(storedImageSrcSet(url, (path) => `https://api.example.org${path}`)).toContain(
      `https://api.example.org/uploads/sized/480/${'a'.repeat(32)}.webp 480w`,
    );
    expect(storedImageSrcSet('https://images.example.org/a.jpg')).toBeUndefined();
    expect(storedImageSrcSet(null)).toBeUndefined();
    expect(storedImageSrcSet('/uploads/images/../x.jpg')).toBeUndefined();
  });
});
