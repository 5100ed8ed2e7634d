// The image-write limit judged before the body is read (plugins/image-write-gate.ts): once an
// account has stored LIMITS.imageWritesPerAccount images in the window, a 12 MB body to a route
// that takes images is answered 429 without being parsed or decoded. The proof that it is not
// parsed: a 12 MB body that is not even JSON gets the 429, where reading it would give a 400.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';
import { TINY_PNG_DATA_URL } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_MANY = { error: SERVER_ERRORS.tooManyImageWrites };
/** Just under LIMITS.imageBodyBytes (12 MB): a body these routes accept. */
const BIG = LIMITS.imageBodyBytes - 1024;
const notJson = () => Buffer.alloc(BIG, '{');
/** A data URL of ~9 MB of base64 (it need not decode: it must never get that far). */
const bigImageBody = () => JSON.stringify({ avatar_url: `data:image/png;base64,${'A'.repeat(BIG - 100)}` });

const storedImages = () => {
  try {
    return readdirSync(join(t.database.dataDir, 'uploads', 'images'));
  } catch {
    return [];
  }
};
const put = (user: CreatedUser, url: string, payload: string | Buffer) =>
  t.app.inject({ method: 'PUT', url, headers: { ...user.auth, 'content-type': 'application/json' }, payload });
const post = (user: CreatedUser, url: string, payload: string | Buffer) =>
  t.app.inject({ method: 'POST', url, headers: { ...user.auth, 'content-type': 'application/json' }, payload });

/** Stores images as the account until its limit is reached. */
async function useUpImageWrites(user: CreatedUser) {
  for (let i = 0; i < LIMITS.imageWritesPerAccount; i++) {
    const res = await put(user, '/api/auth/profile', JSON.stringify({ avatar_url: TINY_PNG_DATA_URL }));
    expect(res.statusCode, `write ${i + 1}`).toBe(200);
  }
}

describe('a large image body from an account past its image-write limit', () => {
  it('is refused with 429 before it is read: PUT /api/auth/profile', async () => {
    const member = await createUser(t.app);
    // Before the limit, the same unreadable body is read and refused as what it is.
    expect((await put(member, '/api/auth/profile', notJson())).statusCode).toBe(400);
    await useUpImageWrites(member);
    const before = storedImages();

    const unread = await put(member, '/api/auth/profile', notJson());
    expect(unread.statusCode).toBe(429);
    expect(unread.json()).toEqual(TOO_MANY);
    const image = await put(member, '/api/auth/profile', bigImageBody());
    expect(image.statusCode).toBe(429);
    expect(image.json()).toEqual(TOO_MANY);
    expect(storedImages()).toEqual(before);

    // A small body is read as usual: a name change still saves.
    const renamed = await put(member, '/api/auth/profile', JSON.stringify({ first_name: 'Brigid' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.first_name).toBe('Brigid');
  });

  it('is refused the same way on the back office image routes, and only for that account', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    await useUpImageWrites(admin);
    for (const url of ['/api/admin/blog-posts', '/api/admin/shop/products', '/api/admin/shop/categories', '/api/admin/users']) {
      const res = await post(admin, url, notJson());
      expect(res.statusCode, url).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
      expect((await post(other, url, notJson())).statusCode, url).toBe(400);
    }
  });
});
