// Server-rendered pages in the public cache (docs/product/content.md), with the real SSR bundle behind a
// wrapper that counts its renders: a page for what does not exist is rendered once per request,
// compressed at the fast levels and not kept; every spelling of a page's address is one entry.
// Run `npm run build` first when running this file alone.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { BEST_LEVELS, FAST_LEVELS } from '../services/public-cache-compression.js';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';

declare global {
  var __clanhallSsrRenders: string[] | undefined;
}

let t: TestApp;
let wrapperDir: string;
let postId: number;
beforeAll(async () => {
  const { webSsrEntry } = loadConfig({});
  if (!existsSync(webSsrEntry)) throw new Error(`No SSR bundle at ${webSsrEntry}: run npm run build first`);
  wrapperDir = mkdtempSync(join(tmpdir(), 'clanhall-ssr-spy-'));
  const wrapper = join(wrapperDir, 'counting-entry.mjs');
  writeFileSync(
    wrapper,
    `import * as real from ${JSON.stringify(pathToFileURL(webSsrEntry).href)};
export const isServerRendered = real.isServerRendered;
export function render(url, fetchJson) {
  (globalThis.__clanhallSsrRenders ??= []).push(url);
  return real.render(url, fetchJson);
}
`,
  );
  t = await buildTestApp({}, { serveWebApp: true, config: { webSsrEntry: wrapper } });
  const admin = await createUser(t.app, { role: 'admin' });
  const payload = { title: 'The kept saga', content: 'Sung in the hall. '.repeat(40) };
  postId = (await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: admin.auth, payload })).json().post.id;
});
afterAll(async () => {
  await t.close();
  rmSync(wrapperDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cache = () => t.services.publicCache;
const brotliAt = (body: Buffer, quality: number) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
/** 12 → '%31%32'. */
const escapeDigits = (id: number) => [...String(id)].map((digit) => `%3${digit}`).join('');
/** The renders the bundle did while `work` ran. */
async function rendersDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = globalThis.__clanhallSsrRenders?.length ?? 0;
  await work();
  return (globalThis.__clanhallSsrRenders ?? []).slice(before);
}

describe('server-rendered pages in the public cache', () => {
  it('renders a page for an unknown post once per request, keeps none, and compresses it at the fast levels', async () => {
    for (const url of ['/blog/987654321', '/blog/not-a-post']) {
      for (let i = 0; i < 2; i++) {
        let res!: Awaited<ReturnType<typeof page>>;
        expect(await rendersDuring(async () => (res = await page(url, { 'accept-encoding': 'br' })))).toEqual([url]);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-encoding']).toBe('br');
        // Each render differs (the page's data carries its time), so compare with its own body.
        const identity = brotliDecompressSync(res.rawPayload);
        expect(identity.toString()).toContain('Post not found or unavailable');
        expect(res.rawPayload.equals(brotliAt(identity, FAST_LEVELS.brotli))).toBe(true);
        expect(res.rawPayload.equals(brotliAt(identity, BEST_LEVELS.brotli))).toBe(false);
      }
      expect(cache().has(`page:${url}`)).toBe(false);
    }
  });

  it('keeps the entry count and the real pages through a stream of unknown addresses', async () => {
    for (const url of ['/blog', '/blog', '/', '/', '/shop', '/login']) expect((await page(url)).statusCode).toBe(200);
    const size = cache().size;
    for (let i = 0; i < 15; i++) {
      const n = randomInt(1, 1e9);
      for (const url of [`/blog/x${n}`, `/blog/${n}`, `/blog/0${n}/`, `/blog/%E0${n}`, `/no/such/page/${n}`, `/shop?utm=${n}`])
        expect((await page(url)).statusCode, url).toBeLessThan(500);
    }
    expect(cache().size).toBe(size);
    expect(cache().has('page:/blog')).toBe(true);
    expect(await rendersDuring(() => page('/blog'))).toEqual([]);
  });

  it('answers every spelling of a page from one entry, with the same bytes and ETag', async () => {
    const spellings = [
      [`/blog/${postId}`, `/blog/${escapeDigits(postId)}`, `/blog/0${postId}`, `/blog/${postId}/`, `/blog/${postId}?from=home`],
      ['/blog', '/blog/', '/blog?page=2', '/%62log'],
      ['/shop', '/shop/', '/shop?category=7'],
    ];
    for (const urls of spellings) {
      await page(urls[0]!, { 'accept-encoding': 'br' });
      const canonical = await page(urls[0]!, { 'accept-encoding': 'br' });
      expect(canonical.statusCode, urls[0]).toBe(200);
      const size = cache().size;
      const renders = await rendersDuring(async () => {
        for (const url of urls.slice(1)) {
          const res = await page(url, { 'accept-encoding': 'br' });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers.etag, url).toBe(canonical.headers.etag);
          expect(res.rawPayload.equals(canonical.rawPayload), url).toBe(true);
        }
      });
      expect(renders, urls[0]).toEqual([]);
      expect(cache().size, urls[0]).toBe(size);
    }
  });

  it('renders the real post for a percent-escaped id', async () => {
    const res = await page(`/blog/${escapeDigits(postId)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The kept saga</h1>');
  });
});
